import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiOutcome } from '../../api/api-outcome';
import type { CredentialsForm } from '../shared/credentials-form';
import { formatCountdown } from './countdown';
import { registerMachine, type CreateAccountInput } from './register.machine';

const FORM = { email: 'grace@example.com', password: 'Secret123' };
const codeSent: ApiOutcome<{ uuid: string }> = {
  ok: true,
  result: { uuid: 'u-1' },
  envelope: { ret_code: 0, ret_msg: '' },
};
const created: ApiOutcome<{ id: string }> = {
  ok: true,
  result: { id: '42' },
  envelope: { ret_code: 0, ret_msg: '', token: 't' },
};

function start(
  answers: { send?: ApiOutcome<{ uuid: string }>[]; create?: ApiOutcome<{ id: string }> } = {},
) {
  const sendQueue = [...(answers.send ?? [codeSent])];
  const sends: CredentialsForm[] = [];
  const creates: CreateAccountInput[] = [];
  const spies = { askForCountry: vi.fn(), completeRegistration: vi.fn() };
  const machine = registerMachine.provide({
    actors: {
      sendCode: fromPromise(async ({ input }: { input: CredentialsForm }) => {
        sends.push(input);
        return sendQueue.shift() ?? codeSent;
      }),
      createAccount: fromPromise(async ({ input }: { input: CreateAccountInput }) => {
        creates.push(input);
        return answers.create ?? created;
      }),
    },
    actions: spies,
  });
  const actor = createActor(machine, { input: {} }).start();
  return { actor, sends, creates, spies };
}

type Actor = ReturnType<typeof start>['actor'];

function fillAndSubmit(actor: Actor, acceptTerms = true) {
  for (const [field, value] of Object.entries(FORM)) {
    actor.send({ type: 'FIELD_CHANGED', field: field as 'email', value });
  }
  actor.send({ type: 'TERMS_TOGGLED', accepted: acceptTerms });
  actor.send({ type: 'SUBMIT' });
}

afterEach(() => vi.useRealTimers());

describe('register, old mode (SPEC §2, §4)', () => {
  it('lists the states of the flow', () => {
    expect(Object.keys(registerMachine.states)).toEqual([
      'fillingForm',
      'sendingCode',
      'enteringCode',
      'accountCreated',
    ]);
  });

  it('submit is disabled while terms are unchecked', () => {
    const { actor, sends } = start();
    fillAndSubmit(actor, false);
    expect(actor.getSnapshot().matches('fillingForm')).toBe(true);
    expect(sends).toHaveLength(0);
  });

  it('submit validates every field first', () => {
    const { actor, sends } = start();
    actor.send({ type: 'FIELD_CHANGED', field: 'password', value: 'weak' });
    actor.send({ type: 'TERMS_TOGGLED', accepted: true });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.form.submitted).toBe(true);
    expect(sends).toHaveLength(0);
  });

  it('country code required for phone sign-up (toast pleaseSelectCountryCode)', () => {
    const { actor, spies, sends } = start();
    actor.send({ type: 'METHOD_CHANGED', method: 'mobile' });
    actor.send({ type: 'FIELD_CHANGED', field: 'mobile', value: '7700900123' });
    actor.send({ type: 'FIELD_CHANGED', field: 'password', value: 'Secret123' });
    actor.send({ type: 'TERMS_TOGGLED', accepted: true });
    actor.send({ type: 'SUBMIT' });
    expect(spies.askForCountry).toHaveBeenCalledTimes(1);
    expect(sends).toHaveLength(0);
  });

  it('sends the e-mail verification, then the code step', async () => {
    const { actor, sends } = start();
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('enteringCode'));
    expect(sends[0]).toMatchObject(FORM);
    expect(actor.getSnapshot().context.uuid).toBe('u-1');
  });

  it('a refused send (e.g. 33001) returns to the form', async () => {
    const { actor } = start({ send: [{ ok: false, retCode: 33001, retMsg: 'exists' }] });
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('fillingForm') && s.context.form.submitted);
    expect(actor.getSnapshot().context.uuid).toBeNull();
  });

  it('six digits entered: the account is created and the flow completes', async () => {
    const { actor, creates, spies } = start();
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('enteringCode'));
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('accountCreated'));
    expect(creates[0]).toMatchObject({ code: '123456', uuid: 'u-1', form: FORM });
    expect(spies.completeRegistration).toHaveBeenCalledTimes(1);
  });

  it('a wrong code (32001) keeps the code step with empty boxes', async () => {
    const { actor } = start({ create: { ok: false, retCode: 32001, retMsg: 'bad' } });
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('enteringCode'));
    actor.send({ type: 'CODE_COMPLETED', code: '000000' });
    await waitFor(actor, (s) => s.context.codeAttempt === 1);
    expect(actor.getSnapshot().matches({ enteringCode: { code: 'waitingForCode' } })).toBe(true);
  });

  it('resend button disabled 60 s, shown 00:SS', async () => {
    vi.useFakeTimers();
    const { actor, sends } = start();
    fillAndSubmit(actor);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('enteringCode')).toBe(true);
    expect(formatCountdown(actor.getSnapshot().context.resendIn)).toBe('00:59');
    actor.send({ type: 'RESEND' });
    expect(sends).toHaveLength(1);
    vi.advanceTimersByTime(30_000);
    expect(formatCountdown(actor.getSnapshot().context.resendIn)).toBe('00:29');
    vi.advanceTimersByTime(29_999);
    expect(actor.getSnapshot().matches({ enteringCode: { resend: 'canResend' } })).toBe(false);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ enteringCode: { resend: 'canResend' } })).toBe(true);
    actor.send({ type: 'RESEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sends).toHaveLength(2);
    expect(actor.getSnapshot().matches({ enteringCode: { resend: 'countingDown' } })).toBe(true);
    expect(actor.getSnapshot().context.resendIn).toBe(59);
  });

  it('returning from verify goes back to the form and clears the register uuid', async () => {
    const { actor } = start();
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('enteringCode'));
    actor.send({ type: 'CHANGE_CONTACT' });
    expect(actor.getSnapshot().matches('fillingForm')).toBe(true);
    expect(actor.getSnapshot().context.uuid).toBeNull();
    expect(actor.getSnapshot().context.form.email).toBe(FORM.email);
  });
});

describe('countdown display', () => {
  it('shows minutes and seconds, two digits each', () => {
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(125)).toBe('02:05');
    expect(formatCountdown(-1)).toBe('00:00');
  });
});
