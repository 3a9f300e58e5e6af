/**
 * The toast rules of behaviour §8 as one pure decision: given a refused answer, its context and
 * the clock, which toast (if any) the widget shows, with its text and duration.
 */
import {
  TOAST_MS_LONG,
  TOAST_MS_SHORT,
  retCodeRow,
  type CallContext,
  type RetCodeRow,
} from '@foyer/contract';
import { refusalMessage, type RefusedAnswer, type Translate } from './refusal-message';

export type { RefusedAnswer, Translate };

export interface ToastCircumstances {
  context: CallContext;
  hideError: boolean;
  now: number;
  /** When each throttled code last showed a toast (ms since epoch). */
  lastShownAt: ReadonlyMap<number, number>;
  translate: Translate;
}

export interface ToastDecision {
  /** The toast types of behaviour §2: a refusal is an error; the attempts left, a warning. */
  kind: 'error' | 'warning';
  text: string;
  ms: number;
}

function isSilent(row: RetCodeRow | undefined, circumstances: ToastCircumstances): boolean {
  if (circumstances.hideError || row === undefined) return circumstances.hideError;
  if (row.ui.kind !== 'toast') return true;
  return row.silentIn?.includes(circumstances.context) ?? false;
}

function isThrottled(row: RetCodeRow | undefined, circumstances: ToastCircumstances): boolean {
  if (row?.throttleMs === undefined) return false;
  const last = circumstances.lastShownAt.get(row.code);
  return last !== undefined && circumstances.now - last < row.throttleMs;
}

/**
 * The toast of a refused answer: '{code}: {message}', the message translated when a locale
 * has it (2 s) or the server's ret_msg (5 s); a row's own duration wins (30054: 5 s).
 * hideError, pass-through and dialog codes, silent contexts and the 10006 throttle show none.
 */
export function decideToast(answer: RefusedAnswer, c: ToastCircumstances): ToastDecision | null {
  const row = retCodeRow(answer.retCode);
  if (isSilent(row, c) || isThrottled(row, c)) return null;
  const shownCode = row?.becomesIn?.[c.context] ?? answer.retCode;
  const message = refusalMessage(answer, c);
  const rowMs = row?.ui.kind === 'toast' ? row.ui.ms : undefined;
  const ms = rowMs ?? (message.translated ? TOAST_MS_SHORT : TOAST_MS_LONG);
  return { kind: message.warning ? 'warning' : 'error', text: `${shownCode}: ${message.text}`, ms };
}
