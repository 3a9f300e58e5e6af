import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { TOUCH_ONLY_QUERY, isInAppView, isOAuthPath, readTouchOnly } from './qr-tab-facts';

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

describe('a touch-only device is not offered the QR tab (decision 139)', () => {
  it("the prerendered page's style hides the tab with the app's own query", () => {
    const css = readFileSync(join(__dirname, '../shared/flow.module.css'), 'utf8');
    expect(css).toContain(`@media ${TOUCH_ONLY_QUERY}`);
  });
  it('reads the query from the browser', () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query === TOUCH_ONLY_QUERY }));
    vi.stubGlobal('matchMedia', matchMedia);
    expect(readTouchOnly()).toBe(true);
    vi.unstubAllGlobals();
  });
});
