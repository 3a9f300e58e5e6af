/**
 * "Continue with Telegram" obtains Telegram's signed user object (behaviour §9 "Timings";
 * decision 063). Telegram's script is never fetched: the loader is a fake that defines
 * `Telegram.Login` when a test says so.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TELEGRAM_TITLE_AFTER_MS,
  TELEGRAM_WIDGET_RETRY_MS,
  TELEGRAM_WIDGET_SCRIPT,
  TELEGRAM_WIDGET_TRIES,
  TelegramWidgetUnavailable,
  obtainTelegramLogin,
  type TelegramHost,
  type TelegramLoginApi,
  type TelegramLoginState,
} from './telegram-login';

const USER = { id: 42, first_name: 'Ada', auth_date: 1_700_000_000, hash: 'ab'.repeat(32) };

/** A page where Telegram's script defines its API `afterMs` after it is asked for. */
function fakeTelegram(afterMs: number, answer: (reply: (user: unknown) => void) => void) {
  const host: TelegramHost = {};
  const auth = vi.fn<TelegramLoginApi['auth']>((_options, callback) =>
    answer(callback as (user: unknown) => void),
  );
  const loadScript = vi.fn(async (_src: string) => {
    setTimeout(() => {
      host.Telegram = { Login: { auth } };
    }, afterMs);
  });
  const states: TelegramLoginState[] = [];
  const options = { botId: '123456789', host, loadScript, onState: (s: TelegramLoginState) => void states.push(s) }; // prettier-ignore
  return { host, auth, loadScript, states, options };
}

describe('obtainTelegramLogin', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("loads Telegram's script, opens its window for our bot and answers the JSON text of the user Telegram signed", async () => {
    const page = fakeTelegram(0, (reply) => reply(USER));
    const result = obtainTelegramLogin('foyer_bot', { ...page.options, lang: 'ar' });
    await vi.advanceTimersByTimeAsync(TELEGRAM_WIDGET_RETRY_MS);
    expect(await result).toBe(JSON.stringify(USER));
    expect(page.loadScript).toHaveBeenCalledWith(TELEGRAM_WIDGET_SCRIPT);
    expect(page.auth).toHaveBeenCalledWith(
      { bot_id: '123456789', request_access: 'write', lang: 'ar' },
      expect.any(Function),
    );
  });

  it('a window closed without approving answers null', async () => {
    const page = fakeTelegram(0, (reply) => reply(false));
    const result = obtainTelegramLogin('foyer_bot', page.options);
    await vi.advanceTimersByTimeAsync(TELEGRAM_WIDGET_RETRY_MS);
    expect(await result).toBeNull();
  });

  it(`retries ${TELEGRAM_WIDGET_TRIES} times at ${TELEGRAM_WIDGET_RETRY_MS} ms: a script that is ready on the last look is used`, async () => {
    const last = (TELEGRAM_WIDGET_TRIES - 1) * TELEGRAM_WIDGET_RETRY_MS;
    const page = fakeTelegram(last, (reply) => reply(USER));
    const result = obtainTelegramLogin('foyer_bot', page.options);
    await vi.advanceTimersByTimeAsync(last);
    expect(await result).toBe(JSON.stringify(USER));
  });

  it(`gives up after ${TELEGRAM_WIDGET_TRIES} looks when the script never defines Telegram.Login`, async () => {
    const page = fakeTelegram(TELEGRAM_WIDGET_TRIES * TELEGRAM_WIDGET_RETRY_MS, (reply) => reply(USER)); // prettier-ignore
    const result = obtainTelegramLogin('foyer_bot', page.options);
    const refused = expect(result).rejects.toBeInstanceOf(TelegramWidgetUnavailable);
    await vi.advanceTimersByTimeAsync((TELEGRAM_WIDGET_TRIES - 1) * TELEGRAM_WIDGET_RETRY_MS);
    await refused;
    expect(page.auth).not.toHaveBeenCalled();
  });

  it('shows the title after 1.5 s while Telegram has not answered, and not before', async () => {
    let reply: (user: unknown) => void = () => {};
    const page = fakeTelegram(0, (answer) => (reply = answer));
    const result = obtainTelegramLogin('foyer_bot', page.options);
    await vi.advanceTimersByTimeAsync(TELEGRAM_TITLE_AFTER_MS - 1);
    expect(page.states.at(-1)).toEqual({ phase: 'authorizing', titleShown: false });
    await vi.advanceTimersByTimeAsync(1);
    expect(page.states.at(-1)).toEqual({ phase: 'authorizing', titleShown: true });
    expect(page.states[0]).toEqual({ phase: 'loading', titleShown: false });
    reply(USER);
    expect(await result).toBe(JSON.stringify(USER));
  });

  it('no title once Telegram has answered', async () => {
    const page = fakeTelegram(0, (reply) => reply(null));
    const result = obtainTelegramLogin('foyer_bot', page.options);
    await vi.advanceTimersByTimeAsync(TELEGRAM_WIDGET_RETRY_MS);
    await result;
    await vi.advanceTimersByTimeAsync(TELEGRAM_TITLE_AFTER_MS);
    expect(page.states.some((state) => state.titleShown)).toBe(false);
  });

  it("a script that fails to load is Telegram's widget unavailable", async () => {
    const page = fakeTelegram(0, (reply) => reply(USER));
    page.loadScript.mockRejectedValueOnce(new Error('blocked'));
    await expect(obtainTelegramLogin('foyer_bot', page.options)).rejects.toBeInstanceOf(TelegramWidgetUnavailable); // prettier-ignore
  });

  it('a bot id that is not a number is refused before anything loads', async () => {
    const page = fakeTelegram(0, (reply) => reply(USER));
    await expect(obtainTelegramLogin('foyer_bot', { ...page.options, botId: 'foyer_bot' })).rejects.toBeInstanceOf(TelegramWidgetUnavailable); // prettier-ignore
    expect(page.loadScript).not.toHaveBeenCalled();
  });
});
