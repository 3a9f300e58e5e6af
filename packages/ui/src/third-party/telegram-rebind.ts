/**
 * "Bind again" in the bind-failure (upgrade) notice (behaviour §8 messaging bind failure codes;
 * decisions 072, 088): Telegram's window for the bot the server names, then
 * POST /user/private/bind/telegram with the session the log-in or sign-up has just opened and
 * the person's proof that it is them (decision 106: a session alone binds nothing). Loaded with
 * the notice: no first screen carries it.
 */
import { TOAST_MS_TURKISH_BIND, telegramBindCall } from '@foyer/contract';
import { telegramBindToast } from '../api/telegram-bind-toast';
import type { useToast } from '../components/toast';
import type { WidgetT } from '../i18n/namespaces';
import type { TelegramRebind } from '../flows/upgrade-notice/upgrade-notice.machine';
import { loadWebConfig } from '../widget/web-config';
import type { WidgetContextValue } from '../widget/widget-context';
import type { obtainTelegramLogin } from './telegram-login';
import {
  proofOf,
  reauthProblemOf,
  type ReauthMethod,
  type ReauthValues,
} from '../reauth/use-reauthentication';

/** What the person confirmed it is them with (decision 106). */
export interface RebindProof {
  method: ReauthMethod;
  values: ReauthValues;
}

/** What the bind reads when it runs: the widget's client and language, the toast. */
export interface RebindDeps {
  widget: WidgetContextValue;
  t: WidgetT;
  toast: ReturnType<typeof useToast>;
}

/** behaviour §8's name for a bind that failed without a reason of its own. */
export const BIND_SYSTEM_ERROR = 'telegramLinkSystemError';

const obtainFromTelegram: typeof obtainTelegramLogin = (botName, options) =>
  import('./telegram-login').then((module) => module.obtainTelegramLogin(botName, options));

/**
 * Bound (with the toast), or the failure the server names; no reason when nothing was asked (no
 * bot configured, Telegram's window closed) or when the toast of a 10016 said it: the dialog
 * keeps the one it had. A refused password or code is answered as such: the notice asks for it
 * again.
 */
export async function bindTelegramAgain(
  { widget, t, toast }: RebindDeps,
  signal: AbortSignal,
  proof: RebindProof,
  obtain: typeof obtainTelegramLogin = obtainFromTelegram,
): Promise<TelegramRebind> {
  const config = await loadWebConfig(widget.api);
  const { telegram_bot_name: botName, telegram_bot_id: botId } = config ?? {};
  if (!botName || !botId) return { ok: false };
  let fields: string | null;
  try {
    fields = await obtain(botName, { botId, lang: widget.lang });
  } catch {
    // Telegram's script did not load: a bind that did not happen, and the dialog says so.
    return { ok: false, bindResult: BIND_SYSTEM_ERROR };
  }
  if (fields === null) return { ok: false };
  const reauth = await proofOf(proof.method, proof.values);
  const outcome = await widget.api.call(
    telegramBindCall,
    { telegram_callback: fields, reauth },
    { context: 'telegramBind', hideError: true, signal },
  );
  if (outcome.ok) {
    // As long as the Turkish bind's success toast (behaviour §9: 4 s).
    toast.show('success', t('loginDialogs:upgrade.bound'), TOAST_MS_TURKISH_BIND);
    return { ok: true };
  }
  const expired = telegramBindToast(outcome, t);
  if (expired) {
    // 10016: the toast says it (decision 152); the notice keeps the reason it had, not a second.
    toast.show(expired.kind, expired.text, expired.ms);
    return { ok: false };
  }
  const refused = reauthProblemOf(outcome.retCode);
  if (refused) return { ok: false, reauth: refused };
  const { tg_bind_result: reason } = (outcome.result ?? {}) as { tg_bind_result?: unknown };
  return { ok: false, bindResult: typeof reason === 'string' ? reason : BIND_SYSTEM_ERROR };
}
