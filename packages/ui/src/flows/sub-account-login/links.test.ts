import { describe, expect, it } from 'vitest';
import { mainLoginHref, subAccountLoginHref } from './links';

const origin = 'https://www.provider.com';

describe('the links between main and sub-account log-in (behaviour §2 routes)', () => {
  it('/app/user/sub-account-login: query redirect_url, main_login_url, from=oauth', () => {
    const href = subAccountLoginHref('ar-SA', '/ar-SA/login', '?redirect_url=/ar-SA/x&from=oauth');
    const url = new URL(href, origin);
    expect(url.pathname).toBe('/ar-SA/app/user/sub-account-login');
    expect(url.searchParams.get('redirect_url')).toBe('/ar-SA/x');
    expect(url.searchParams.get('from')).toBe('oauth');
    expect(url.searchParams.get('main_login_url')).toBe(
      '/ar-SA/login?redirect_url=/ar-SA/x&from=oauth',
    );
  });

  it('from the OAuth view’s log-in the link carries from=oauth (its address has no from)', () => {
    const href = subAccountLoginHref('en', '/en/oauth-login', '?uid=abc&client_id=c1');
    const url = new URL(href, origin);
    expect(url.searchParams.get('from')).toBe('oauth');
    expect(url.searchParams.get('main_login_url')).toBe('/en/oauth-login?uid=abc&client_id=c1');
    expect(
      new URL(subAccountLoginHref('en', '/en/login', ''), origin).searchParams.has('from'),
    ).toBe(false);
  });

  it('the way back is main_login_url when same-origin or whitelisted', () => {
    const search = `?main_login_url=${encodeURIComponent('/en/login?redirect_url=%2Fen%2Fx')}`;
    expect(mainLoginHref('en', origin, search, undefined)).toBe('/en/login?redirect_url=%2Fen%2Fx');
    const own = `?main_login_url=${encodeURIComponent('https://provider.com/en/login')}`;
    expect(mainLoginHref('en', origin, own, ['provider.com'])).toBe(
      'https://provider.com/en/login',
    );
  });

  it('otherwise /{lang}/login, keeping redirect_url', () => {
    const foreign = '?main_login_url=https://evil.com/login&redirect_url=/en/x';
    expect(mainLoginHref('en', origin, foreign, ['provider.com'])).toBe(
      '/en/login?redirect_url=%2Fen%2Fx',
    );
    expect(mainLoginHref('en', origin, '?main_login_url=javascript:alert(1)', undefined)).toBe(
      '/en/login',
    );
  });
});
