/**
 * The referral field's verdict (behaviour §8 "Referral check", §4 "referral status none/valid
 * (1)/invalid (-1)"): the check answers false for an unknown code, a number when it failed
 * (-200 without an answer, else the ret_code), otherwise the code's result. Pure.
 */
import type { CallResult, codeInfoCall } from '@foyer/contract';
import type { ApiOutcome } from '../../../api/api-outcome';
import type { WidgetKey } from '../../../i18n/namespaces';

/** Wait this long after the last keystroke before asking the server (behaviour §5 debounce). */
export const REFERRAL_CHECK_DEBOUNCE_MS = 500;

export type CodeInfoResult = CallResult<typeof codeInfoCall>;

/** What the check gives back, as behaviour §8 names it. */
export type CheckAnswer = false | number | CodeInfoResult;

export const REFERRAL_STATUS = { NONE: 0, VALID: 1, INVALID: -1 } as const;

export type ReferralVerdict =
  | { status: typeof REFERRAL_STATUS.NONE }
  | { status: typeof REFERRAL_STATUS.INVALID }
  | { status: typeof REFERRAL_STATUS.VALID; tpl: string; nickname?: string };

export const NO_VERDICT: ReferralVerdict = { status: REFERRAL_STATUS.NONE };

/** The check's answer from the call's outcome. */
export function checkAnswerOf(outcome: ApiOutcome<CodeInfoResult>): CheckAnswer {
  if (!outcome.ok) return outcome.retCode;
  return outcome.result.info.success ? outcome.result : false;
}

/** false: refCodeStatus1 + refCodeErrorMsg1; a number: no status; else refCodeStatus2 + template. */
export function verdictOf(answer: CheckAnswer): ReferralVerdict {
  if (answer === false) return { status: REFERRAL_STATUS.INVALID };
  if (typeof answer === 'number') return NO_VERDICT;
  const nickname = answer.info.nickname;
  return { status: REFERRAL_STATUS.VALID, tpl: answer.tpl, ...(nickname ? { nickname } : {}) };
}

/** The template's i18n key: a known template, else the plain referral text. */
export function templateKey(tpl: string): WidgetKey {
  const known = ['referral', 'affiliate', 'broker'] as const;
  const template = known.find((name) => name === tpl) ?? 'referral';
  return `referral:tpl.${template}`;
}
