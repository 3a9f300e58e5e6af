/**
 * The self-hosted captcha's answer token, shared by the widget (which makes it) and the
 * server (which reads it): base64url of the JSON `{challenge, solution}`, as in ALTCHA's
 * payload. Plain code with no dependency, for the browser and Node alike.
 */
import type { PowChallenge } from './schemas/captcha.js';

/** The counter the solver found and the key it derived. */
export interface PowSolution {
  counter: number;
  derivedKey: string;
}

export function encodeCaptchaToken(challenge: PowChallenge, solution: PowSolution): string {
  const json = JSON.stringify({
    challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  });
  return toBase64Url(new TextEncoder().encode(json));
}

/** The token's JSON, or undefined when it is not base64url of JSON. Shape is not checked. */
export function decodeCaptchaToken(token: string): unknown {
  if (!/^[A-Za-z0-9_-]*$/.test(token)) return undefined;
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(token)));
  } catch {
    return undefined;
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
