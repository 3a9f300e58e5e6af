/**
 * behaviour §8 10016 "100162 Telegram bind" (decision 152). The Telegram bind's callers hide the
 * wrapper's toasts, since each says a refused bind itself (the bind-failure notice, the Mini
 * App's link page); a 10016 (the bind's time ran out) none of them says: its toast is this one,
 * '10016: <100162's words>', read from the contract's row as every toast is. Loaded with the
 * bind, never with a first screen.
 */
import { RET_CODES } from '@foyer/contract';
import type { WidgetKey, WidgetT } from '../i18n/namespaces';
import { decideToast, type RefusedAnswer, type ToastDecision } from './toast-rules';

/** The toast of a refused Telegram bind, or null when its caller says the refusal itself. */
export function telegramBindToast(answer: RefusedAnswer, t: WidgetT): ToastDecision | null {
  if (answer.retCode !== RET_CODES.EXPIRED.code) return null;
  return decideToast(answer, {
    context: 'telegramBind',
    hideError: false,
    now: 0,
    lastShownAt: new Map(),
    translate: (key, params) => t(key as WidgetKey, params),
  });
}
