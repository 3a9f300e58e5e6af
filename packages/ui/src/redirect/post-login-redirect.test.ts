import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, resolveAllowedUrl, resolvePostLoginRedirect } from './post-login-redirect';

const origin = 'https://www.provider.com';
const whitelist = ['provider.com', 'provider-help.org'];
const fallback = '/en/dashboard';
const DEFAULT = 'https://www.provider.com/en/dashboard';

function go(redirectUrl?: string | null, referrer?: string | null) {
  return resolvePostLoginRedirect({ redirectUrl, referrer, origin, whitelist, fallback });
}

describe('behaviour §2 post-login redirect', () => {
  it('a redirect_url is followed if same-origin (absolute or protocol-relative)', () => {
    expect(go('https://www.provider.com/en/markets?x=1#top')).toBe(
      'https://www.provider.com/en/markets?x=1#top',
    );
    expect(go('//www.provider.com/en/markets')).toBe('https://www.provider.com/en/markets');
    expect(go('HTTPS://WWW.PROVIDER.COM/en/markets')).toBe('https://www.provider.com/en/markets');
  });

  it('a redirect_url is followed if on a whitelist of the provider’s own domains (subdomains included)', () => {
    expect(go('https://provider.com/a')).toBe('https://provider.com/a');
    expect(go('https://api.eu.provider.com/a')).toBe('https://api.eu.provider.com/a');
    expect(go('//help.provider-help.org/b')).toBe('https://help.provider-help.org/b');
  });

  it('otherwise (a foreign origin) the default page is used', () => {
    for (const foreign of [
      'https://evil.com/',
      '//evil.com',
      'https://provider.com.evil.com/',
      'https://evilprovider.com/',
      'https://evil.com/?x=provider.com',
      'https://evil.com/#provider.com',
      'https://provider.com@evil.com/',
      'https://www.provider.com:8443/a', // another port is another origin
      'http://provider.com/a', // a downgrade to plain http is not the provider's https site
      'https://provider.co/',
    ]) {
      expect(go(foreign), foreign).toBe(DEFAULT);
    }
  });

  it('only http(s) targets are followed: javascript:, data:, blob: are refused', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://www.provider.com/0b8c',
      'vbscript:msgbox(1)',
    ]) {
      expect(go(bad), bad).toBe(DEFAULT);
    }
  });

  it('white space, control characters and backslashes are refused, not cleaned', () => {
    for (const bad of [
      '\\\\evil.com',
      '/\\evil.com',
      'java\tscript:alert(1)',
      ' //evil.com',
      '/\n/evil.com',
      '/en/dashboard\u0000',
      '/en/\u202edashboard',
      '\u00a0/en/dashboard',
    ]) {
      expect(go(bad), JSON.stringify(bad)).toBe(DEFAULT);
    }
  });

  it('user-info in front of an allowed host is refused', () => {
    expect(go('https://user:pw@www.provider.com/a')).toBe(DEFAULT);
  });

  it('the referrer is usable only on those domains (the whitelist)', () => {
    expect(go(undefined, 'https://www.provider.com/en/markets')).toBe(
      'https://www.provider.com/en/markets',
    );
    expect(go(undefined, 'https://evil.com/en/markets')).toBe(DEFAULT);
    const noWhitelist = resolvePostLoginRedirect({
      referrer: 'https://www.provider.com/en/markets',
      origin,
      fallback,
    });
    expect(noWhitelist).toBe(DEFAULT);
  });

  it('a given redirect_url decides alone: when refused, the default page, not the referrer', () => {
    expect(go('https://evil.com/', 'https://www.provider.com/en/markets')).toBe(DEFAULT);
    expect(go('/en/markets', 'https://provider.com/en/other')).toBe(
      'https://www.provider.com/en/markets',
    );
  });

  it('redirect_url counts as valid only if it decodes to itself', () => {
    expect(go('/en/dashboard?from=x')).toBe('https://www.provider.com/en/dashboard?from=x');
    for (const encoded of ['%2F%2Fevil.com', '/%2F/evil.com', '/en/a%20b', '%E0%A4%A', '/%']) {
      expect(go(encoded), encoded).toBe(DEFAULT);
    }
  });

  it('targets containing any of the auth pages are blanked', () => {
    for (const path of AUTH_PATHS) {
      expect(go(path), path).toBe(DEFAULT);
      expect(go(`https://provider.com/en${path}?a=1`), path).toBe(DEFAULT);
      expect(go(undefined, `https://www.provider.com/ar-SA${path}`), path).toBe(DEFAULT);
    }
    expect(go('/en/LOGIN')).toBe(DEFAULT);
    expect(go('/en/../login')).toBe(DEFAULT);
    expect(go('/en/dashboard?next=/sign-up')).toBe(DEFAULT);
    expect(go(undefined, 'https://www.provider.com/%6Cogin')).toBe(DEFAULT);
    // a host name is not a path
    expect(go('https://login.provider.com/en/markets')).toBe(
      'https://login.provider.com/en/markets',
    );
  });

  it('path targets are forced to start with a slash; an absolute path resolves on the current origin', () => {
    expect(go('en/markets')).toBe('https://www.provider.com/en/markets');
    expect(go('/en/markets')).toBe('https://www.provider.com/en/markets');
    expect(go('?tab=spot')).toBe('https://www.provider.com/?tab=spot');
    expect(go('evil.com/en')).toBe('https://www.provider.com/evil.com/en');
  });

  it('otherwise the default page is used', () => {
    expect(go()).toBe(DEFAULT);
    expect(go('', '')).toBe(DEFAULT);
    expect(go(null, null)).toBe(DEFAULT);
    const absolute = resolvePostLoginRedirect({ origin, fallback: 'https://provider.com/home' });
    expect(absolute).toBe('https://provider.com/home');
  });

  it('bad whitelist entries cover nothing; "*.x" and ".x" mean x', () => {
    const withEntries = (entries: string[], target: string) =>
      resolvePostLoginRedirect({ redirectUrl: target, origin, whitelist: entries, fallback });
    expect(withEntries(['com'], 'https://evil.com/')).toBe(DEFAULT);
    expect(withEntries(['evil.com/x', 'a b.com', ''], 'https://evil.com/')).toBe(DEFAULT);
    expect(withEntries(['*.Partner.COM'], 'https://a.partner.com/')).toBe('https://a.partner.com/');
    expect(withEntries(['.partner.com'], 'https://partner.com/')).toBe('https://partner.com/');
  });
});

describe('links that may name an auth page (main_login_url)', () => {
  const link = (url: string) =>
    resolveAllowedUrl({ url, origin, whitelist, fallback: '/en/login' });
  it('are followed on the same origin or the whitelist, auth pages included', () => {
    expect(link('/en/login?from=sub')).toBe('https://www.provider.com/en/login?from=sub');
    expect(link('https://provider.com/en/login')).toBe('https://provider.com/en/login');
    expect(link('/en/login?redirect_url=%2Fen%2Fmarkets')).toBe(
      'https://www.provider.com/en/login?redirect_url=%2Fen%2Fmarkets',
    );
  });
  it('fall back otherwise', () => {
    expect(link('https://evil.com/en/login')).toBe('https://www.provider.com/en/login');
    expect(link('javascript:alert(1)')).toBe('https://www.provider.com/en/login');
    expect(link('//evil.com/en/login')).toBe('https://www.provider.com/en/login');
  });
});
