import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from '../../machine';
import type { CallResult, LoginResult, riskCheckCall, riskSendCodeCall } from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';
import { loginMachine, type LoginAttempt } from './login.machine';

const GOOD = { email: 'ada@example.com', password: 'Secret123' };
const ok = <R>(result: R): ApiOutcome<R> => ({
  ok: true,
  result,
  envelope: { ret_code: 0, ret_msg: 'OK' },
});

const needsVerification = ok<LoginResult>({ risk_token: 'rt-1', risk_token_type: 'pass' });
const needsCode = ok<LoginResult>({ google2fa_secret: true });
const signedIn = ok<LoginResult>({ id: '1001' });
const guided = ok<LoginResult>({ id: '1001', risk_token: 'rt-guide', risk_token_type: 'guide' });
type Sent = CallResult<typeof riskSendCodeCall>;
type Checked = CallResult<typeof riskCheckCall>;

const sent = ok<Sent>({ channel: 'email', target: 'a***@example.com', google2fa: false });
const checked = ok<Checked>({ risk_token: 'rt-1', risk_token_type: 'pass' });
const wrongCode: ApiOutcome<Checked> = { ok: false, retCode: 32001, retMsg: 'wrong' };

/** A machine whose calls answer in turn: log-ins, code sends and code checks. */
function start(logIns: ApiOutcome<LoginResult>[], checks: ApiOutcome<Checked>[] = [checked]) {
  const attempts: LoginAttempt[] = [];
  const codes: string[] = [];
  const spies = {
    askForCountry: vi.fn(),
    completeLogin: vi.fn(),
    goToRetrievePassword: vi.fn(),
    storeRiskGuide: vi.fn(),
  };
  const sendRiskCode = vi.fn(async () => sent);
  const machine = loginMachine.provide({
    actors: {
      logIn: fromPromise(async ({ input }: { input: LoginAttempt }) => {
        attempts.push(input);
        return logIns[attempts.length - 1] ?? signedIn;
      }),
      sendRiskCode: fromPromise(sendRiskCode),
      checkRiskCode: fromPromise(
        async ({ input }: { input: { riskToken: string; code: string } }) => {
          codes.push(input.code);
          return checks[codes.length - 1] ?? checked;
        },
      ),
    },
    actions: spies,
  });
  const actor = createActor(machine, { input: {} }).start();
  for (const [field, value] of Object.entries(GOOD)) {
    actor.send({ type: 'FIELD_CHANGED', field: field as 'email', value });
  }
  actor.send({ type: 'SUBMIT' });
  return { actor, attempts, codes, spies, sendRiskCode };
}

describe('login, security verification branch (behaviour §4 risk_token)', () => {
  it('risk_token: security verification; the code is sent to the account at once', async () => {
    const { actor, sendRiskCode, spies } = start([needsVerification]);
    await waitFor(actor, (s) => s.matches({ securityVerification: 'enteringCode' }));
    expect(sendRiskCode).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.riskCodeTarget).toBe('a***@example.com');
    expect(spies.completeLogin).not.toHaveBeenCalled();
  });

  it('the right code, then login is re-sent with risk_token and completes', async () => {
    const { actor, attempts, codes, spies } = start([needsVerification, signedIn]);
    await waitFor(actor, (s) => s.matches({ securityVerification: 'enteringCode' }));
    actor.send({ type: 'RISK_CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(codes).toEqual(['123456']);
    expect(attempts[1]).toMatchObject({ ...GOOD, riskToken: 'rt-1' });
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
  });

  it('a wrong code keeps the panel with empty boxes', async () => {
    const { actor } = start([needsVerification], [wrongCode]);
    await waitFor(actor, (s) => s.matches({ securityVerification: 'enteringCode' }));
    actor.send({ type: 'RISK_CODE_COMPLETED', code: '000000' });
    await waitFor(actor, (s) => s.context.codeAttempt === 1);
    expect(actor.getSnapshot().matches({ securityVerification: 'enteringCode' })).toBe(true);
  });

  it('with two-factor on: re-sent with risk_token, then google2fa and risk_token together', async () => {
    const { actor, attempts } = start([needsVerification, needsCode, signedIn]);
    await waitFor(actor, (s) => s.matches({ securityVerification: 'enteringCode' }));
    actor.send({ type: 'RISK_CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('collectingTwoFactorCode'));
    actor.send({ type: 'TWO_FACTOR_CODE_COMPLETED', code: '654321' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(attempts[2]).toMatchObject({ riskToken: 'rt-1', google2fa: '654321' });
  });

  it('resend sends another code; Back returns to the form and forgets the risk token', async () => {
    const { actor, sendRiskCode } = start([needsVerification]);
    await waitFor(actor, (s) => s.matches({ securityVerification: 'enteringCode' }));
    actor.send({ type: 'RESEND_RISK_CODE' });
    await waitFor(actor, (s) => s.matches({ securityVerification: 'enteringCode' }));
    expect(sendRiskCode).toHaveBeenCalledTimes(2);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('collectingCredentials')).toBe(true);
    expect(actor.getSnapshot().context.riskToken).toBeNull();
  });
});

describe('login, risk_token type guide (behaviour §4, decision 025)', () => {
  it('for type guide (id not "0") the token is stored first, then login completes without the panel', async () => {
    const { actor, attempts, spies, sendRiskCode } = start([guided]);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(attempts).toHaveLength(1);
    expect(sendRiskCode).not.toHaveBeenCalled();
    expect(spies.storeRiskGuide).toHaveBeenCalled();
    const stored = spies.storeRiskGuide.mock.invocationCallOrder[0] ?? Infinity;
    const completed = spies.completeLogin.mock.invocationCallOrder[0] ?? -Infinity;
    expect(stored).toBeLessThan(completed);
    expect(actor.getSnapshot().context.step).toMatchObject({ riskGuideToken: 'rt-guide' });
  });

  it('type guide of an account on another site: the token is stored, then the site-jump check applies', async () => {
    const onNld: ApiOutcome<LoginResult> = {
      ...guided,
      envelope: { ...guided.envelope, currentSite: 'NLD' },
    } as ApiOutcome<LoginResult>;
    const { actor, spies } = start([onNld]);
    await waitFor(actor, (s) => s.matches('offeringSiteJump'));
    expect(spies.storeRiskGuide).toHaveBeenCalled();
    expect(spies.completeLogin).not.toHaveBeenCalled();
    actor.send({ type: 'CLOSE_SITE_JUMP' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });
});
