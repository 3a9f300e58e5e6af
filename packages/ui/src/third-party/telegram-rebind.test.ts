/**
 * "Bind again" in the bind-failure dialog (behaviour §8 messaging bind failure codes: dialog with
 * continue and bind-again; decisions 072, 088): Telegram's window, then the bind call.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  TOAST_MS_SHORT,
  TOAST_MS_TURKISH_BIND,
  telegramBindCall,
  webConfigCall,
} from '@foyer/contract';
import type { ApiClient } from '../api/api-outcome';
import { createHash } from 'node:crypto';
import {
  BIND_SYSTEM_ERROR,
  bindTelegramAgain,
  type RebindDeps,
  type RebindProof,
} from './telegram-rebind';

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
/** The person's password, as the notice's fields collected it (decision 106). */
const PROOF: RebindProof = {
  method: { factor: 'password', google2fa: false },
  values: { password: 'Passw0rd!', code: '', google2fa: '' },
};
const PASSWORD_DIGEST = createHash('sha256').update('Passw0rd!').digest('hex');

describe('Bind again', () => {
  it('bound: the bind call carries what Telegram sent and the password’s digest (decision 106), and a success toast (4 s)', async () => {
    const { deps, calls, toast } = depsWith({ ok: true, result: { tg_bind_result: 'success' } });
    const obtain = vi.fn(async () => FIELDS);
    expect(await bindTelegramAgain(deps, signal, PROOF, obtain)).toEqual({ ok: true });
    expect(obtain).toHaveBeenCalledWith('foyer_bot', { botId: '42', lang: 'en' });
    expect(calls.at(-1)).toEqual({
      path: telegramBindCall.path,
      body: { telegram_callback: FIELDS, reauth: { password: PASSWORD_DIGEST } },
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
    expect(await bindTelegramAgain(deps, signal, PROOF, async () => FIELDS)).toEqual({
      ok: false,
      bindResult: 'telegramAlreadyBind',
    });
    expect(toast.show).not.toHaveBeenCalled();
  });

  it('10016 on the bind: the toast of 100162 says it, and the dialog keeps the reason it had (decision 152)', async () => {
    const { deps, toast } = depsWith({ ok: false, retCode: 10016, retMsg: 'expired', result: {} });
    expect(await bindTelegramAgain(deps, signal, PROOF, async () => FIELDS)).toEqual({ ok: false });
    // The test's t answers the key: the toast reads 100162's message, not 10016's.
    expect(toast.show).toHaveBeenCalledWith('error', '10016: errors:100162', TOAST_MS_SHORT);
  });

  it('refused without a name (no session, too many tries): telegramLinkSystemError', async () => {
    const { deps } = depsWith({ ok: false, retCode: 10005, result: {} });
    expect(await bindTelegramAgain(deps, signal, PROOF, async () => FIELDS)).toEqual({
      ok: false,
      bindResult: BIND_SYSTEM_ERROR,
    });
  });

  it("Telegram's window closed: nothing asked, no reason of its own", async () => {
    const { deps, calls } = depsWith({ ok: true, result: {} });
    expect(await bindTelegramAgain(deps, signal, PROOF, async () => null)).toEqual({ ok: false });
    expect(calls.map((call) => call.path)).toEqual([webConfigCall.path]);
  });

  it("Telegram's script did not load: a system error", async () => {
    const { deps } = depsWith({ ok: true, result: {} });
    const failing = async () => Promise.reject(new Error('no script'));
    expect(await bindTelegramAgain(deps, signal, PROOF, failing)).toEqual({
      ok: false,
      bindResult: BIND_SYSTEM_ERROR,
    });
  });

  it('no bot configured: Telegram is not asked', async () => {
    const { deps } = depsWith({ ok: true, result: {} }, {});
    const obtain = vi.fn(async () => FIELDS);
    expect(await bindTelegramAgain(deps, signal, PROOF, obtain)).toEqual({ ok: false });
    expect(obtain).not.toHaveBeenCalled();
  });

  it('a refused password is answered as such, with nothing named: the notice asks for it again', async () => {
    const { deps, toast } = depsWith({ ok: false, retCode: 31002, result: { pass_err_count: 1 } });
    expect(await bindTelegramAgain(deps, signal, PROOF, async () => FIELDS)).toEqual({
      ok: false,
      reauth: { field: 'password', key: 'wrongPassword' },
    });
    expect(toast.show).not.toHaveBeenCalled();
  });
});
