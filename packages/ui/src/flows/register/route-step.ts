/** Transitions on the step of the last answer (context.step), one per step kind. */
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
