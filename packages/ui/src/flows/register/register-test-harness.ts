/** Starts the sign-up machine with scripted answers, for the machine's tests. */
import { vi } from 'vitest';
import { createActor, fromPromise } from '../../machine';
import type { ApiOutcome } from '../../api/api-outcome';
import type { RegisterType } from './register-step';
import {
  registerMachine,
  type CreateAccountInput,
  type GateInput,
  type GateOutput,
  type ResendInput,
  type SendVerificationInput,
  type SetPasswordInput,
} from './register.machine';
import type { Sent } from './register.setup';
import type {
  SecurityVerificationInput,
  SecurityVerificationOutput,
  securityVerificationMachine,
} from '../shared/security-verification/security-verification.machine';

export const ok = <R>(result: R): ApiOutcome<R> => ({
  ok: true,
  result,
  envelope: { ret_code: 0, ret_msg: '', result },
});
export const refused = (retCode: number): ApiOutcome<never> => ({ ok: false, retCode, retMsg: '' });

type Verified = ApiOutcome<{ verify_result: number }>;

export interface Script {
  registerType?: RegisterType;
  /** The site's terms boxes (three on the Turkish site). */
  termsBoxes?: number;
  /** What remote config answers; a never-settling promise when 'silent'. */
  remoteType?: RegisterType | 'silent';
  gate?: GateOutput;
  send?: Sent[];
  resend?: Sent[];
  check?: Verified[];
  polls?: Verified[];
  create?: ApiOutcome<{ id: string; tg_bind_result?: string }>[];
  password?: ApiOutcome<{ id: string; tg_bind_result?: string }>[];
  /** The security verification's verdict (the panel itself is tested in shared/). */
  verification?: SecurityVerificationOutput | 'pending';
}

const next = <T>(queue: T[], fallback: T): T => queue.shift() ?? fallback;

export function startRegister(script: Script = {}) {
  const calls = {
    config: 0,
    gate: [] as unknown[],
    send: [] as SendVerificationInput[],
    resend: [] as ResendInput[],
    check: [] as { uuid: string; code: string }[],
    poll: [] as { uuid: string }[],
    create: [] as CreateAccountInput[],
    password: [] as SetPasswordInput[],
    verification: [] as SecurityVerificationInput[],
  };
  const queues = {
    send: [...(script.send ?? [])],
    resend: [...(script.resend ?? [])],
    check: [...(script.check ?? [])],
    polls: [...(script.polls ?? [])],
    create: [...(script.create ?? [])],
    password: [...(script.password ?? [])],
  };
  const spies = {
    askForCountry: vi.fn(),
    toastInvalidCode: vi.fn(),
    completeRegistration: vi.fn(),
    goHome: vi.fn(),
    handThirdPartyToLogIn: vi.fn(),
    trackRegisterClick: vi.fn(),
    trackUpgradeFailure: vi.fn(),
  };
  const machine = registerMachine.provide({
    actors: {
      loadRegisterType: fromPromise(async () => {
        calls.config += 1;
        if (script.remoteType === 'silent') return new Promise<never>(() => {});
        return script.remoteType ?? null;
      }),
      // The gate's verdict as a plain answer: the dialogs themselves are tested in
      // restrictions/; here only what the register machine does with the verdict.
      signUpGate: fromPromise<GateOutput, GateInput>(async ({ input }) => {
        calls.gate.push(input);
        return script.gate ?? { proceed: true };
      }),
      sendVerification: fromPromise(async ({ input }: { input: SendVerificationInput }) => {
        calls.send.push(input);
        return next<Sent>(queues.send, ok({ uuid: `u-${calls.send.length}` }));
      }),
      securityVerification: fromPromise<SecurityVerificationOutput, SecurityVerificationInput>(
        async ({ input }) => {
          calls.verification.push(input);
          if (script.verification === 'pending') return new Promise<never>(() => {});
          return script.verification ?? { passed: true };
        },
      ) as unknown as typeof securityVerificationMachine,
      resendVerification: fromPromise(async ({ input }: { input: ResendInput }): Promise<Sent> => {
        calls.resend.push(input);
        return next<Sent>(queues.resend, ok({ uuid: `r-${calls.resend.length}` }));
      }),
      checkCode: fromPromise(async ({ input }: { input: { uuid: string; code: string } }) => {
        calls.check.push(input);
        return next(queues.check, ok({ verify_result: 1 }));
      }),
      pollVerifyResult: fromPromise(async ({ input }: { input: { uuid: string } }) => {
        calls.poll.push(input);
        return next(queues.polls, ok({ verify_result: 1 }));
      }),
      createAccount: fromPromise(async ({ input }: { input: CreateAccountInput }) => {
        calls.create.push(input);
        return next(queues.create, ok({ id: '42' }));
      }),
      setPassword: fromPromise(async ({ input }: { input: SetPasswordInput }) => {
        calls.password.push(input);
        return next(queues.password, ok({ id: '43' }));
      }),
    },
    actions: spies,
  });
  const input = {
    ...(script.registerType ? { registerType: script.registerType } : {}),
    ...(script.termsBoxes ? { termsBoxes: script.termsBoxes } : {}),
  };
  const actor = createActor(machine, { input }).start();
  return { actor, calls, spies };
}

export type RegisterActor = ReturnType<typeof startRegister>['actor'];

export const EMAIL = 'grace@example.com';
export const PASSWORD = 'Secret123';

/** Fills the form (the password only where the form has one) and submits it. */
export function fillAndSubmit(actor: RegisterActor, { terms = true, password = true } = {}) {
  actor.send({ type: 'FIELD_CHANGED', field: 'email', value: EMAIL });
  if (password) actor.send({ type: 'FIELD_CHANGED', field: 'password', value: PASSWORD });
  actor.send({ type: 'TERMS_TOGGLED', accepted: terms });
  actor.send({ type: 'SUBMIT' });
}

export function submitPassword(actor: RegisterActor, value = PASSWORD) {
  actor.send({ type: 'FIELD_CHANGED', field: 'password', value });
  actor.send({ type: 'SUBMIT' });
}
