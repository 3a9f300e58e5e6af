/**
 * The toast rules of behaviour §8 as one pure decision: given a refused answer, its context and
 * the clock, which toast (if any) the widget shows, with its text and duration.
 */
import {
  PASSWORD_ERROR_LIMIT,
  PASSWORD_ERROR_WARN_COUNTS,
  RET_CODES,
  TOAST_MS_LONG,
  TOAST_MS_SHORT,
  retCodeRow,
  type CallContext,
  type RetCodeRow,
} from '@foyer/contract';

/** Looks a key up; `undefined` when no locale has it (then the server's text is shown). */
export type Translate = (key: string, params?: Record<string, unknown>) => string | undefined;

export interface RefusedAnswer {
  retCode: number;
  retMsg: string;
  result?: unknown;
}

export interface ToastCircumstances {
  context: CallContext;
  hideError: boolean;
  now: number;
  /** When each throttled code last showed a toast (ms since epoch). */
  lastShownAt: ReadonlyMap<number, number>;
  translate: Translate;
}

export interface ToastDecision {
  text: string;
  ms: number;
}

interface Message {
  text: string;
  translated: boolean;
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

function passErrorCount(result: unknown): number | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const count = (result as { pass_err_count?: unknown }).pass_err_count;
  return typeof count === 'number' ? count : undefined;
}

/** 31002 with pass_err_count 3, 4 or 5 on login warns of the attempts left (behaviour §8). */
function closeToLimitMessage(answer: RefusedAnswer, c: ToastCircumstances): Message | undefined {
  if (answer.retCode !== RET_CODES.WRONG_PASSWORD.code || c.context !== 'login') return undefined;
  const count = passErrorCount(answer.result);
  if (count === undefined || !PASSWORD_ERROR_WARN_COUNTS.includes(count)) return undefined;
  const text = c.translate('errors:loginErrCloseToLimit', { count: PASSWORD_ERROR_LIMIT - count });
  return text === undefined ? undefined : { text, translated: true };
}

/** 10004 answers "field: messageKey"; the key names a validation message of behaviour §5. */
function invalidParamsMessage(answer: RefusedAnswer, c: ToastCircumstances): Message | undefined {
  if (answer.retCode !== RET_CODES.INVALID_PARAMS.code) return undefined;
  const key = answer.retMsg.split(':').pop()?.trim();
  const text = key ? c.translate(`common:${key}`) : undefined;
  return text === undefined ? undefined : { text, translated: true };
}

function messageOf(answer: RefusedAnswer, row: RetCodeRow | undefined, c: ToastCircumstances) {
  const special = closeToLimitMessage(answer, c) ?? invalidParamsMessage(answer, c);
  if (special) return special;
  const messageCode = row?.toastAs?.[c.context] ?? answer.retCode;
  const text = c.translate(`errors:${messageCode}`);
  if (text !== undefined) return { text, translated: true };
  const fallback = answer.retMsg || c.translate('errors:unknown') || '';
  return { text: fallback, translated: false };
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
  const message = messageOf(answer, row, c);
  const rowMs = row?.ui.kind === 'toast' ? row.ui.ms : undefined;
  const ms = rowMs ?? (message.translated ? TOAST_MS_SHORT : TOAST_MS_LONG);
  return { text: `${shownCode}: ${message.text}`, ms };
}
