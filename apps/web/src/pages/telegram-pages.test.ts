import { describe, expect, it } from 'vitest';
import { isMiniAppLaunch } from './telegram-pages';

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
