import { describe, expect, it } from 'vitest';
import { isInAppView, isOAuthPath } from './qr-tab-facts';

describe('the QR tab hides in the OAuth view and the in-app view', () => {
  it('recognises the OAuth routes by prefix after removing the language segment', () => {
    expect(isOAuthPath('/en/oauth')).toBe(true);
    expect(isOAuthPath('/ar-SA/oauth-login')).toBe(true);
    expect(isOAuthPath('/oauth-authorized/x')).toBe(true);
    expect(isOAuthPath('/en/login')).toBe(false);
    expect(isOAuthPath('/en/oauthish')).toBe(false);
  });
  it('recognises the OAuth routes in any case, as the web app routes them', () => {
    expect(isOAuthPath('/en/OAuth')).toBe(true);
    expect(isOAuthPath('/de-DE/OAUTH-LOGIN')).toBe(true);
    expect(isOAuthPath('/OAuth-Register/')).toBe(true);
    expect(isOAuthPath('/en/OAuthish')).toBe(false);
  });
  it('recognises a messaging mini app web view by its bridge', () => {
    expect(isInAppView({ Telegram: { WebApp: { initData: 'query_id=1' } } })).toBe(true);
    expect(isInAppView({ TelegramWebviewProxy: {} })).toBe(true);
    expect(isInAppView({ Telegram: { WebApp: { initData: '' } } })).toBe(false);
    expect(isInAppView({})).toBe(false);
  });
});
