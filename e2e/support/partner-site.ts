/**
 * A partner app's own web site for the OAuth journeys (decision 079): a real HTTP server on
 * another port of the Foyer server's host (127.0.0.1), so the same site but another origin.
 * It serves the app's logo, a page that frames a Foyer address, and the app's redirect URI,
 * which records the addresses it is called with.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 48 × 48 logo: a dark square with a light circle. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">' +
  '<rect width="48" height="48" rx="8" fill="#1f3a5f"/><circle cx="24" cy="24" r="12" fill="#f2c14e"/></svg>';

export interface PartnerSite {
  origin: string;
  logoUrl: string;
  /** The app's redirect URI on this site. */
  callbackUrl: string;
  /** The address of a page of the app that frames `framed` (title "Partner app"). */
  framing(framed: string): string;
  /** Resolves to the next address the redirect URI is called with. */
  nextCallback(): Promise<URL>;
  close(): Promise<void>;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export async function startPartnerSite(): Promise<PartnerSite> {
  const waiting: ((url: URL) => void)[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
    if (url.pathname === '/logo.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      return response.end(LOGO_SVG);
    }
    if (url.pathname === '/partner/callback') {
      for (const arrived of waiting.splice(0)) arrived(url);
      response.writeHead(200, { 'content-type': 'text/plain' });
      return response.end('partner app: signed in');
    }
    if (url.pathname === '/partner/frame') {
      const framed = escapeAttribute(url.searchParams.get('src') ?? '');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(
        `<!doctype html><html lang="en"><title>Partner app</title><h1>Partner app</h1>` +
          `<iframe id="foyer" title="Log in with Foyer" src="${framed}" width="480" height="720"></iframe></html>`,
      );
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    logoUrl: `${origin}/logo.svg`,
    callbackUrl: `${origin}/partner/callback`,
    framing: (framed) => `${origin}/partner/frame?src=${encodeURIComponent(framed)}`,
    nextCallback: () => new Promise<URL>((resolve) => waiting.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
