// The part of jsdom's API build/prerender.ts uses (jsdom ships no types, and the rest of the
// workspace meets it only through Vitest).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options: { url: string });
    readonly window: Window & typeof globalThis;
    reconfigure(settings: { url: string }): void;
  }
}
