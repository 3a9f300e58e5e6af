/**
 * behaviour §4 "if a risk token is returned show the security modal": the modal's machine sends
 * the code of the risk token, checks it, and ends passed; Back, Cancel or Escape end it
 * cancelled (decision 031, shared by sign-up).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from '../../../machine';
import type { ApiOutcome } from '../../../api/api-outcome';
import {
  securityVerificationMachine,
  type RiskChecked,
  type RiskCheckInput,
  type RiskSent,
} from './security-verification.machine';

const ok = <R>(result: R): ApiOutcome<R> => ({
  ok: true,
  result,
  envelope: { ret_code: 0, ret_msg: '', result },
});
const refused: ApiOutcome<never> = { ok: false, retCode: 32001, retMsg: '' };

function start(checks: ApiOutcome<RiskChecked>[]) {
  const calls = { send: [] as string[], check: [] as RiskCheckInput[] };
  const machine = securityVerificationMachine.provide({
    actors: {
      sendRiskCode: fromPromise(async ({ input }: { input: string }) => {
        calls.send.push(input);
        return ok<RiskSent>({ channel: 'email', target: 'g***@example.com', google2fa: false });
      }),
      checkRiskCode: fromPromise(async ({ input }: { input: RiskCheckInput }) => {
        calls.check.push(input);
        return checks.shift() ?? ok<RiskChecked>({ risk_token: 't', risk_token_type: 'pass' });
      }),
    },
  });
  const actor = createActor(machine, { input: { riskToken: 'risk-1' } }).start();
  return { actor, calls };
}

describe('the security modal of a risk token (behaviour §4)', () => {
  it('sends the code of the risk token and shows where it went', async () => {
    const { actor, calls } = start([]);
    await waitFor(actor, (s) => s.matches('enteringCode'));
    expect(calls.send).toEqual(['risk-1']);
    expect(actor.getSnapshot().context.target).toBe('g***@example.com');
  });

  it('the right code passes: the machine ends with passed true', async () => {
    const { actor, calls } = start([]);
    await waitFor(actor, (s) => s.matches('enteringCode'));
    actor.send({ type: 'RISK_CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.check).toEqual([{ riskToken: 'risk-1', code: '123456' }]);
    expect(actor.getSnapshot().output).toEqual({ passed: true });
  });

  it('a refused code empties the boxes and waits for another', async () => {
    const { actor } = start([refused]);
    await waitFor(actor, (s) => s.matches('enteringCode'));
    actor.send({ type: 'RISK_CODE_COMPLETED', code: '000000' });
    await waitFor(actor, (s) => s.context.codeAttempt === 1);
    expect(actor.getSnapshot().matches('enteringCode')).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('a refused e-mail or SMS code stays under the boxes (issue 37) until the next code', async () => {
    const { actor } = start([refused]);
    await waitFor(actor, (s) => s.matches('enteringCode'));
    expect(actor.getSnapshot().context.refusal).toBeNull();
    actor.send({ type: 'RISK_CODE_COMPLETED', code: '000000' });
    await waitFor(actor, (s) => s.context.codeAttempt === 1);
    expect(actor.getSnapshot().context.refusal).toEqual({
      field: 'code',
      answer: { retCode: 32001, retMsg: '', result: undefined },
    });
    actor.send({ type: 'RISK_CODE_COMPLETED', code: '123456' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('Resend sends a new code', async () => {
    const { actor, calls } = start([]);
    await waitFor(actor, (s) => s.matches('enteringCode'));
    actor.send({ type: 'RESEND_RISK_CODE' });
    await waitFor(actor, () => calls.send.length === 2);
  });

  it('Cancel (Back or Escape) ends it not passed', async () => {
    const { actor } = start([]);
    await waitFor(actor, (s) => s.matches('enteringCode'));
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ passed: false });
  });
});
