import { describe, expect, it } from 'vitest';
import { isMiniAppLaunch, isTelegramSignInPath } from './telegram-paths';

describe('behaviour §2: /telegram-register-login is recognised by prefix after the language segment', () => {
  it('itself, in any case, and anything under it', () => {
    expect(isTelegramSignInPath('/telegram-register-login')).toBe(true);
    expect(isTelegramSignInPath('/Telegram-Register-Login/')).toBe(true);
    expect(isTelegramSignInPath('/telegram-register-login/callback')).toBe(true);
  });

  it('not a longer name, nor the task page', () => {
    expect(isTelegramSignInPath('/telegram-register-logins')).toBe(false);
    expect(isTelegramSignInPath('/min-app/task')).toBe(false);
  });
});

describe('/telegram-register-login opened as a Mini App (behaviour §4 "mini-app step register-or-login")', () => {
  it("is told by Telegram's launch data in the fragment", () => {
    expect(isMiniAppLaunch('#tgWebAppData=user%3D%257B%257D&tgWebAppPlatform=ios')).toBe(true);
    expect(isMiniAppLaunch('#tgWebAppVersion=8.0&tgWebAppData=x')).toBe(true);
  });

  it("the Login Widget's return (fields in the query, no fragment) is not", () => {
    expect(isMiniAppLaunch('')).toBe(false);
    expect(isMiniAppLaunch('#section')).toBe(false);
    expect(isMiniAppLaunch('#notgWebAppData=x')).toBe(false);
  });
});
