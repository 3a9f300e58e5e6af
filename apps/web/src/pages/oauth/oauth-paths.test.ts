import { describe, expect, it } from 'vitest';
import { SITE_CODES } from '@foyer/contract';
import { oauthStepOf, siteAuthorizedPath } from './oauth-paths';

describe('the OAuth routes of behaviour §2: /oauth, /oauth-login, /oauth-register, /oauth-authorized, /{site}/oauth-authorized', () => {
  it('each path is its step of the view, in any case, with or without a trailing slash', () => {
    expect(oauthStepOf('/oauth')).toBe('entry');
    expect(oauthStepOf('/oauth-login')).toBe('login');
    expect(oauthStepOf('/OAuth-Register/')).toBe('register');
    expect(oauthStepOf('/oauth-authorized')).toBe('authorized');
  });

  it('/{site}/oauth-authorized is the authorized step for a site’s code or host label (decision 091)', () => {
    expect(oauthStepOf('/eu/oauth-authorized')).toBe('authorized');
    expect(oauthStepOf('/TUR/oauth-authorized/')).toBe('authorized');
    expect(oauthStepOf('/kz/oauth-authorized')).toBe('authorized');
  });

  it('no other segment makes an OAuth step, nor a site before the other steps', () => {
    expect(oauthStepOf('/nowhere/oauth-authorized')).toBeUndefined();
    expect(oauthStepOf('/eu/oauth-login')).toBeUndefined();
    expect(oauthStepOf('/oauth-elsewhere')).toBeUndefined();
    expect(oauthStepOf('/login')).toBeUndefined();
  });

  it('after pre-authorize the view goes to /{site}/oauth-authorized: the site’s host label, else its code', () => {
    expect(siteAuthorizedPath('EU')).toBe('/eu/oauth-authorized');
    expect(siteAuthorizedPath('TUR')).toBe('/tr/oauth-authorized');
    expect(siteAuthorizedPath('BYBIT')).toBe('/bybit/oauth-authorized');
    for (const site of SITE_CODES) expect(oauthStepOf(siteAuthorizedPath(site))).toBe('authorized');
  });
});
