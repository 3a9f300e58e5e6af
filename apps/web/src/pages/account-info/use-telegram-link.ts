import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  RET_CODES,
  TELEGRAM_BOUND,
  telegramBindCall,
  telegramBindStatusCall,
  telegramUnbindCall,
} from '@foyer/contract';
import { loadWebConfig, obtainTelegramLogin, type ApiClient } from '@foyer/ui';
import { createAppApi } from '../../api/app-api';
import {
  proofOf,
  reauthProblemOf,
  type ReauthMethod,
  type ReauthProblem,
  type ReauthValues,
} from '../../reauth/reauth-proof';
import { unlinkProblemOf, type UnlinkProblem } from '../security/use-sign-in-methods';
import { relinkProblemOf, type RelinkProblem } from './telegram-relink';

/** The bot Telegram's window asks the person about (POST /v3/config/web), when one is set. */
interface Bot {
  name: string;
  id: string;
}

/**
 * The account's Telegram link (GET /user/private/telegram-bind-status): loading, shown, not
 * signed in (10005), or failed. `changed`: what the last press did, for the status message.
 */
export type TelegramLinkState =
  | { kind: 'loading' }
  | { kind: 'signedOut' }
  | { kind: 'failed' }
  | { kind: 'loaded'; linked: boolean; bot: Bot | null; changed?: 'linked' | 'unlinked' };

/** A re-link's answer: done (null), refused, or the re-authentication refused (decision 106). */
export type RelinkAnswer = null | { problem: RelinkProblem } | { reauth: ReauthProblem };

async function loadLink(api: ApiClient): Promise<TelegramLinkState> {
  const [status, config] = await Promise.all([
    api.call(telegramBindStatusCall, {}, { hideError: true }),
    loadWebConfig(api),
  ]);
  if (!status.ok) {
    const signedOut = status.retCode === RET_CODES.NOT_LOGGED_IN.code;
    return signedOut ? { kind: 'signedOut' } : { kind: 'failed' };
  }
  const { telegram_bot_name: name, telegram_bot_id: id } = config ?? {};
  const bot = name && id ? { name, id } : null;
  return { kind: 'loaded', linked: status.result === TELEGRAM_BOUND, bot };
}

/** The state read again after a change, marked with it when it loaded. */
function changedTo(state: TelegramLinkState, changed: 'linked' | 'unlinked'): TelegramLinkState {
  return state.kind === 'loaded' ? { ...state, changed } : state;
}

/**
 * The account page's Telegram link (decision 133), through the calls the security page and the
 * widget's "Bind again" use: unlink (decision 089, the session is enough), and link again
 * (Telegram's window, then the bind with the person's proof that it is them, decision 106).
 */
export function useTelegramLink(lang: string) {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [state, setState] = useState<TelegramLinkState>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    void loadLink(api).then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [api]);

  /** Telegram's answer a refused re-authentication left unspent: the next try sends it again. */
  const unspent = useRef<string | null>(null);

  const relink = useCallback(
    async (
      bot: Bot,
      proof: { method: ReauthMethod; values: ReauthValues },
    ): Promise<RelinkAnswer> => {
      // Started, not awaited: the password's digest is made while Telegram's window is open.
      const reauth = proofOf(proof.method, proof.values);
      let fields = unspent.current;
      unspent.current = null;
      if (fields === null) {
        try {
          fields = await obtainTelegramLogin(bot.name, { botId: bot.id, lang });
        } catch {
          return { problem: 'unavailable' };
        }
        // Telegram's window closed without an approval: nothing to say.
        if (fields === null) return null;
      }
      const body = { telegram_callback: fields, reauth: await reauth };
      const outcome = await api.call(telegramBindCall, body, { hideError: true });
      if (outcome.ok) {
        setState(changedTo(await loadLink(api), 'linked'));
        return null;
      }
      const refused = reauthProblemOf(outcome.retCode);
      if (refused) {
        unspent.current = fields;
        return { reauth: refused };
      }
      return { problem: relinkProblemOf(outcome.retCode) };
    },
    [api, lang],
  );

  const unlink = useCallback(async (): Promise<UnlinkProblem | null> => {
    const outcome = await api.call(telegramUnbindCall, {}, { hideError: true });
    if (!outcome.ok) return unlinkProblemOf(outcome.retCode);
    setState(changedTo(await loadLink(api), 'unlinked'));
    return null;
  }, [api]);

  return { state, relink, unlink };
}
