/**
 * What the register machine hands the `signUpGate` actor: the form, and, when the gate is
 * entered because the send was refused for a restriction (31018, 43001), that refusal.
 */
import type { ThirdPartyTokenType } from '@foyer/contract';
import type { ApiOutcome } from '../../../api/api-outcome';
import type { CredentialsForm } from '../../shared/credentials-form';
import { isSignUpRefusal, type SendRefusal } from './gate-step';
import type { SignUpGateInput } from './sign-up-gate.machine';

/** The send's answer refused the sign-up for a restriction (behaviour §4: dialog 3 after sending). */
export function refusedBySignUpRule(answer: ApiOutcome<unknown>): boolean {
  return !answer.ok && isSignUpRefusal(answer.retCode);
}

function refusalOf(event: unknown): SendRefusal | null {
  const output = (event as { output?: ApiOutcome<unknown> } | undefined)?.output;
  if (!output || output.ok || !isSignUpRefusal(output.retCode)) return null;
  const result = (output.result ?? {}) as { ip?: unknown; country_code?: unknown };
  return {
    retCode: output.retCode,
    ip: typeof result.ip === 'string' ? result.ip : undefined,
    place: typeof result.country_code === 'string' ? result.country_code : undefined,
  };
}

/**
 * A third-party sign-up (`provider`) is judged on the visitor alone: the e-mail or phone
 * typed in the form is not what signs up (docs/decisions/064); its dialog is 6, the
 * third-party register dialog (docs/decisions/086), with the site's `termsBoxes` (090).
 */
export function signUpGateInput(
  form: CredentialsForm,
  event: unknown,
  provider?: ThirdPartyTokenType,
  termsBoxes?: number,
): SignUpGateInput {
  const sendRefusal = refusalOf(event);
  if (!provider) return { form, sendRefusal };
  return { form: { ...form, method: 'email', email: '' }, sendRefusal, provider, termsBoxes };
}
