import { describe, expect, it, vi } from 'vitest';
import {
  TELEGRAM_WEB_APP_SCRIPT,
  loadTelegramWebApp,
  miniAppPersonName,
  miniAppPlatform,
  type TelegramWebApp,
  type TelegramWebAppHost,
} from './telegram-web-app';

const webApp = (initData: string): TelegramWebApp => ({
  initData,
  initDataUnsafe: {},
  platform: 'ios',
  ready: vi.fn(),
  close: vi.fn(),
});

describe('platform "the Telegram mini-app variants (pc, ios, android)" (behaviour §1)', () => {
  it.each([
    ['ios', 'tg_ios'],
    ['android', 'tg_android'],
    ['android_x', 'tg_android'],
    ['tdesktop', 'tg_pc'],
    ['macos', 'tg_pc'],
    ['web', 'tg_pc'],
    ['weba', 'tg_pc'],
    ['unknown', 'tg_pc'],
  ])('Telegram client %s is %s', (telegram, platform) => {
    expect(miniAppPlatform(telegram)).toBe(platform);
  });
});

describe('Mini-app user: id, first_name, last_name, username, photo_url (behaviour §3)', () => {
  it('is named by first and last name, else by @username', () => {
    expect(miniAppPersonName({ id: 1, first_name: 'Ada', last_name: 'Lovelace' })).toBe(
      'Ada Lovelace',
    );
    expect(miniAppPersonName({ id: 1, username: 'ada' })).toBe('@ada');
    expect(miniAppPersonName(undefined)).toBe('');
  });
});

describe("Telegram's script, loaded only by the Mini App pages", () => {
  it('inside Telegram: the script defines WebApp with launch data; ready() is called', async () => {
    const host: TelegramWebAppHost = {};
    const app = webApp('user=%7B%7D&auth_date=1&hash=ab');
    const load = vi.fn(async () => {
      host.Telegram = { WebApp: app };
    });
    await expect(loadTelegramWebApp(load, host)).resolves.toBe(app);
    expect(load).toHaveBeenCalledWith(TELEGRAM_WEB_APP_SCRIPT);
    expect(app.ready).toHaveBeenCalled();
  });

  it('in a browser: WebApp without launch data, or no script at all, is "outside Telegram"', async () => {
    const host: TelegramWebAppHost = { Telegram: { WebApp: webApp('') } };
    await expect(loadTelegramWebApp(vi.fn(), host)).resolves.toBeUndefined();
    const failing = vi.fn(() => Promise.reject(new Error('blocked')));
    await expect(loadTelegramWebApp(failing, {})).resolves.toBeUndefined();
  });
});
