/**
 * The words of a refused answer (behaviour §8): one function, read by the toast and by the
 * message kept beside the field or code step the refusal concerns, so both say the same.
 */
import {
  PASSWORD_ERROR_LIMIT,
  PASSWORD_ERROR_WARN_COUNTS,
  RET_CODES,
  retCodeRow,
  type CallContext,
} from '@foyer/contract';

/** Looks a key up; `undefined` when no locale has it (then the server's text is shown). */
export type Translate = (key: string, params?: Record<string, unknown>) => string | undefined;

export interface RefusedAnswer {
  retCode: number;
  retMsg: string;
  result?: unknown;
}

export interface RefusalMessage {
  text: string;
  /** A locale had words for it; otherwise `text` is the server's ret_msg (or "unknown"). */
  translated: boolean;
  /** A warning rather than an error: the attempts left before the lock (issue 37, point 5). */
  warning?: boolean;
}

export interface MessageCircumstances {
  context: CallContext;
  translate: Translate;
}

function passErrorCount(result: unknown): number | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const count = (result as { pass_err_count?: unknown }).pass_err_count;
  return typeof count === 'number' ? count : undefined;
}

/** 31002 with pass_err_count 3, 4 or 5 on login warns of the attempts left (behaviour §8). */
function closeToLimitMessage(
  answer: RefusedAnswer,
  c: MessageCircumstances,
): RefusalMessage | undefined {
  if (answer.retCode !== RET_CODES.WRONG_PASSWORD.code || c.context !== 'login') return undefined;
  const count = passErrorCount(answer.result);
  if (count === undefined || !PASSWORD_ERROR_WARN_COUNTS.includes(count)) return undefined;
  const text = c.translate('errors:loginErrCloseToLimit', { count: PASSWORD_ERROR_LIMIT - count });
  return text === undefined ? undefined : { text, translated: true, warning: true };
}

/** 10004 answers "field: messageKey"; the key names a validation message of behaviour §5. */
function invalidParamsMessage(
  answer: RefusedAnswer,
  c: MessageCircumstances,
): RefusalMessage | undefined {
  if (answer.retCode !== RET_CODES.INVALID_PARAMS.code) return undefined;
  const key = answer.retMsg.split(':').pop()?.trim();
  const text = key ? c.translate(`common:${key}`) : undefined;
  return text === undefined ? undefined : { text, translated: true };
}

/**
 * The message of a refusal: the attempts-left warning or a validation key when the answer
 * carries one, else the code's translation (a row may name another code for a context), else
 * the server's ret_msg.
 */
export function refusalMessage(answer: RefusedAnswer, c: MessageCircumstances): RefusalMessage {
  const special = closeToLimitMessage(answer, c) ?? invalidParamsMessage(answer, c);
  if (special) return special;
  const messageCode = retCodeRow(answer.retCode)?.toastAs?.[c.context] ?? answer.retCode;
  const text = c.translate(`errors:${messageCode}`);
  if (text !== undefined) return { text, translated: true };
  const fallback = answer.retMsg || c.translate('errors:unknown') || '';
  return { text: fallback, translated: false };
}
