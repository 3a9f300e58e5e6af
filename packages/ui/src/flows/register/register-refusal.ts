/**
 * Where a sign-up refusal is kept (issue 37): beside the e-mail or mobile a send refused (the
 * referral code for its own refusals), under the code boxes for a refused code, beside the
 * password the new mode's last step refused. Pure.
 */
import { RET_CODES } from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';
import { refusalOf, type FieldRefusal } from '../shared/field-refusal';
import type { CredentialsForm } from '../shared/credentials-form';
import {
  isStepMode,
  type RegisterAnswer,
  type RegisterType,
  type SignUpStep,
} from './register-step';

interface Facts {
  form: CredentialsForm;
  registerType: RegisterType | null;
  /** The refusal kept so far: a poll's answer leaves it. */
  refusal: FieldRefusal | null;
}

/** Refusals of the referral code the sign-up carried (decision 028). */
const REFERRAL_REFUSALS: readonly number[] = [
  RET_CODES.REFERRAL_CODE_UNKNOWN.code,
  RET_CODES.REFERRAL_CHANNEL_MISMATCH.code,
];

/** A refused send or account: the referral code, or else the e-mail or mobile it was for. */
function accountField(outcome: ApiOutcome<unknown>, form: CredentialsForm) {
  if (!outcome.ok && REFERRAL_REFUSALS.includes(outcome.retCode)) return 'referral';
  return form.method === 'email' ? 'email' : 'mobile';
}

/** The refusal kept after `answer` led to `step`; null when nothing was refused. */
export function refusalAfter(
  answer: RegisterAnswer,
  step: SignUpStep,
  facts: Facts,
): FieldRefusal | null {
  switch (answer.kind) {
    case 'polled':
      return facts.refusal;
    case 'sent':
      return refusalOf(answer.outcome, accountField(answer.outcome, facts.form));
    case 'codeChecked':
      // An "ok" answer that is not verify_result 1 is a refused code too (behaviour §8).
      return step.kind === 'codeRefused' && answer.outcome.ok
        ? { field: 'code', key: 'errors:InvalidVerificationCode' }
        : refusalOf(answer.outcome, 'code');
    case 'created': {
      if (step.kind === 'account')
        return refusalOf(answer.outcome, accountField(answer.outcome, facts.form));
      if (step.kind !== 'stay') return null;
      // The new mode creates the account from its password step; the old one from the code.
      const stepMode = facts.registerType !== null && isStepMode(facts.registerType);
      return refusalOf(answer.outcome, stepMode ? 'password' : 'code');
    }
  }
}
