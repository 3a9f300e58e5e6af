/**
 * behaviour §8 10016 "100162 Telegram bind" (decision 152). The Telegram bind's callers hide the
 * wrapper's toasts, since each says a refused bind itself (the bind-failure notice, the Mini
 * App's link page); a 10016 (the bind's time ran out) none of them says: its toast is this one,
 * '10016: <words of the code the contract's row names for the bind>', a translated error toast
 * (2 s). Loaded with the bind, never with a first screen; it reads the row itself rather than
 * the wrapper's toast rules, which the first screen would then have to hand on.
 */
import { RET_CODES, TOAST_MS_SHORT } from '@foyer/contract';
import type { WidgetKey, WidgetT } from '../i18n/namespaces';
import type { RefusedAnswer, ToastDecision } from './toast-rules';

/** The toast of a refused Telegram bind, or null when its caller says the refusal itself. */
export function telegramBindToast(answer: RefusedAnswer, t: WidgetT): ToastDecision | null {
  const { code, toastAs } = RET_CODES.EXPIRED;
  if (answer.retCode !== code) return null;
  const message = t(`errors:${toastAs?.telegramBind ?? code}` as WidgetKey);
  return { kind: 'error', text: `${code}: ${message}`, ms: TOAST_MS_SHORT };
}
