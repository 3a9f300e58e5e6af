import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, resolvePostLoginRedirect } from './post-login-redirect';

const origin = 'https://www.provider.com';
const whitelist = ['provider.com'];
const fallback = '/en/dashboard';

function allowedOrigin(href: string): boolean {
  const url = new URL(href);
  if (url.origin === origin) return true;
  const host = url.hostname;
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    (host === 'provider.com' || host.endsWith('.provider.com'))
  );
}

// Pieces attackers combine: schemes, hosts that look like ours, separators, encodings, auth paths.
const piece = fc.constantFrom(
  'https:',
  'http:',
  'javascript:',
  'data:',
  '//',
  '/',
  '\\',
  '@',
  ':',
  '.',
  '?',
  '#',
  '%2F',
  '%2f',
  '%5C',
  '%',
  ' ',
  '\t',
  '\n',
  'provider.com',
  'www.provider.com',
  'evil.com',
  'PROVIDER.COM',
  'en',
  'dashboard',
  ...AUTH_PATHS,
  ...AUTH_PATHS.map((path) => path.toUpperCase()),
);
const target = fc.oneof(
  fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string(),
);

describe('behaviour §2 post-login redirect, for any target', () => {
  it('never leaves the current origin or the provider’s own domains', () => {
    fc.assert(
      fc.property(target, target, (redirectUrl, referrer) => {
        const href = resolvePostLoginRedirect({
          redirectUrl,
          referrer,
          origin,
          whitelist,
          fallback,
        });
        expect(allowedOrigin(href)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('never lands on an auth page (targets containing any of them are blanked)', () => {
    fc.assert(
      fc.property(target, target, (redirectUrl, referrer) => {
        const href = resolvePostLoginRedirect({
          redirectUrl,
          referrer,
          origin,
          whitelist,
          fallback,
        });
        const rest = href.slice(new URL(href).origin.length).toLowerCase();
        for (const path of AUTH_PATHS) expect(rest).not.toContain(path);
      }),
      { numRuns: 2000 },
    );
  });

  it('is always an http(s) URL the browser reads back unchanged', () => {
    fc.assert(
      fc.property(target, (redirectUrl) => {
        const href = resolvePostLoginRedirect({ redirectUrl, origin, whitelist, fallback });
        expect(['http:', 'https:']).toContain(new URL(href).protocol);
        expect(new URL(href).href).toBe(href);
      }),
      { numRuns: 2000 },
    );
  });

  it('follows every same-origin path made of plain characters', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/x/${segments.join('/')}`;
        const href = resolvePostLoginRedirect({ redirectUrl: path, origin, whitelist, fallback });
        expect(href).toBe(`${origin}${path}`);
      }),
    );
  });
});
