/**
 * "Bind again" in the bind-failure dialog (behaviour §8 messaging bind failure codes: dialog with
 * continue and bind-again; decisions 072, 088): Telegram's window, then the bind call.
 */
import { describe, expect, it, vi } from 'vitest';
import { TOAST_MS_TURKISH_BIND, telegramBindCall, webConfigCall } from '@foyer/contract';
import type { ApiClient } from '../api/api-outcome';
import { BIND_SYSTEM_ERROR, bindTelegramAgain, type RebindDeps } from './telegram-rebind';

const BOT = { telegram_bot_name: 'foyer_bot', telegram_bot_id: '42' };
const FIELDS = '{"id":"7","hash":"ab"}';

function depsWith(bind: unknown, config: object = BOT) {
  const calls: { path: string; body: unknown }[] = [];
  const api = {
    call: vi.fn(async (route: { path: string }, body: unknown) => {
      calls.push({ path: route.path, body });
      if (route.path === webConfigCall.path) return { ok: true, result: config };
      return bind;
    }),
  } as unknown as ApiClient;
  const toast = { show: vi.fn() };
  const deps = { widget: { api, lang: 'en' }, t: (key: string) => key, toast };
  return { deps: deps as unknown as RebindDeps, calls, toast };
}

const signal = new AbortController().signal;

describe('Bind again', () => {
  it('bound: the bind call carries what Telegram sent, and a success toast (4 s)', async () => {
    const { deps, calls, toast } = depsWith({ ok: true, result: { tg_bind_result: 'success' } });
    const obtain = vi.fn(async () => FIELDS);
    expect(await bindTelegramAgain(deps, signal, obtain)).toEqual({ ok: true });
    expect(obtain).toHaveBeenCalledWith('foyer_bot', { botId: '42', lang: 'en' });
    expect(calls.at(-1)).toEqual({
      path: telegramBindCall.path,
      body: { telegram_callback: FIELDS },
    });
    expect(toast.show).toHaveBeenCalledWith(
      'success',
      'loginDialogs:upgrade.bound',
      TOAST_MS_TURKISH_BIND,
    );
  });

  it('refused: the failure the server names, no toast', async () => {
    const refused = {
      ok: false,
      retCode: 38002,
      result: { tg_bind_result: 'telegramAlreadyBind' },
    };
    const { deps, toast } = depsWith(refused);
    expect(await bindTelegramAgain(deps, signal, async () => FIELDS)).toEqual({
      ok: false,
      bindResult: 'telegramAlreadyBind',
    });
    expect(toast.show).not.toHaveBeenCalled();
  });

  it('refused without a name (no session, too many tries): telegramLinkSystemError', async () => {
    const { deps } = depsWith({ ok: false, retCode: 10005, result: {} });
    expect(await bindTelegramAgain(deps, signal, async () => FIELDS)).toEqual({
      ok: false,
      bindResult: BIND_SYSTEM_ERROR,
    });
  });

  it("Telegram's window closed: nothing asked, no reason of its own", async () => {
    const { deps, calls } = depsWith({ ok: true, result: {} });
    expect(await bindTelegramAgain(deps, signal, async () => null)).toEqual({ ok: false });
    expect(calls.map((call) => call.path)).toEqual([webConfigCall.path]);
  });

  it("Telegram's script did not load: a system error", async () => {
    const { deps } = depsWith({ ok: true, result: {} });
    const failing = async () => Promise.reject(new Error('no script'));
    expect(await bindTelegramAgain(deps, signal, failing)).toEqual({
      ok: false,
      bindResult: BIND_SYSTEM_ERROR,
    });
  });

  it('no bot configured: Telegram is not asked', async () => {
    const { deps } = depsWith({ ok: true, result: {} }, {});
    const obtain = vi.fn(async () => FIELDS);
    expect(await bindTelegramAgain(deps, signal, obtain)).toEqual({ ok: false });
    expect(obtain).not.toHaveBeenCalled();
  });
});
