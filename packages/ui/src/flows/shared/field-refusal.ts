/**
 * A refusal kept beside the field or code step it concerns (issue 37): the spec's toast is
 * gone after 2 s, this stays until the visitor changes that field or submits again. Pure: the
 * machines keep one in their context; the views say it in words (use-refusal-text.ts).
 */
import type { ApiOutcome } from '../../api/api-outcome';
import type { RefusedAnswer } from '../../api/refusal-message';
import type { FieldName } from './credentials-form';
import type { FormEvent } from './form-events';

/** Where a refusal is shown: a field of the form, or the six code boxes. */
export type RefusedField = FieldName | 'code';

export type FieldRefusal =
  /** A refused answer: its words are the toast's (refusal-message.ts). */
  | { field: RefusedField; answer: RefusedAnswer }
  /** An answer the flow reads as a refusal, with the key its toast showed. */
  | { field: RefusedField; key: 'errors:InvalidVerificationCode' };

/** What a refused answer says, as its toast reads it; null when the answer was not refused. */
export function refusedAnswerOf(outcome: ApiOutcome<unknown>): RefusedAnswer | null {
  if (outcome.ok) return null;
  const { retCode, retMsg, result } = outcome;
  return { retCode, retMsg, result };
}

/** The refusal of an answer, placed beside `field`; null when the answer was not refused. */
export function refusalOf(outcome: ApiOutcome<unknown>, field: RefusedField): FieldRefusal | null {
  const answer = refusedAnswerOf(outcome);
  return answer && { field, answer };
}

/** Typing in the refused field takes its message away; any other event leaves it. */
export function refusalAfterEdit(
  refusal: FieldRefusal | null,
  event: FormEvent | { type: string },
): FieldRefusal | null {
  if (refusal === null) return null;
  const edit = event as FormEvent;
  // The one "Email or mobile" field is both: typing there takes either's refusal away.
  if (edit.type === 'USERNAME_CHANGED') {
    return refusal.field === 'email' || refusal.field === 'mobile' ? null : refusal;
  }
  return edit.type === 'FIELD_CHANGED' && edit.field === refusal.field ? null : refusal;
}
