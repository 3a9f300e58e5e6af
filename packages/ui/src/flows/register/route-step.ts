/** Transitions on the step of the last answer (context.step), one per step kind. */
import type { ApiOutcome } from '../../api/api-outcome';
import type { SignUpStep } from './register-step';

type Targets = Partial<Record<SignUpStep['kind'], string>> & { otherwise: string };

/** `{ verifyCode: '#register.verifyingCode', … }` → guarded transitions, then the otherwise. */
export function routeStep({ otherwise, ...targets }: Targets) {
  const guarded = Object.entries(targets).map(([kind, target]) => ({
    guard: { type: 'stepIs' as const, params: kind as SignUpStep['kind'] },
    target,
  }));
  return [...guarded, { target: otherwise }];
}

/**
 * behaviour §2 dialog 3 "3 and 4 follow-ups after the verification is sent": a resend or the
 * account's creation refused for a restriction (31018 IP banned, 43001) re-enters the gate,
 * which shows the dialog; closing it returns to the form.
 */
export const gateOnRefusal = {
  guard: {
    type: 'refusedBySignUpRule' as const,
    params: ({ event }: { event: { output: ApiOutcome<unknown> } }) => event.output,
  },
  target: '#register.gate',
  actions: 'forgetUuid' as const,
};

/**
 * A made account whose Telegram data did not bind (step upgradeNotice): the notice shows before
 * the sign-up completes (behaviour §4 "optional Telegram-bind upgrade modal if bind not success,
 * then complete"; decision 088). Before each routing's `registered`.
 */
export const toUpgradeNotice = {
  guard: { type: 'stepIs' as const, params: 'upgradeNotice' as const },
  target: '#register.showingUpgradeNotice',
};
