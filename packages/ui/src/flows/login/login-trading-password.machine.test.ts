/**
 * The trading password prompt (decision 160): support reset the account's trading password, so
 * the signed-in answer carries `trading_password_prompt` 1. The log-in is done (the token is
 * the answer's); "Set a new trading password" shows before it completes. "Set now" completes
 * on the security page's trading password section; "Later" (and Escape) completes as usual.
 */
import type { LoginResult } from '@foyer/contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from '../../machine';
import type { ApiOutcome } from '../../api/api-outcome';
import type { WidgetOptions } from '../../widget/widget-options';
import { actions, tradingPasswordPath } from './login-actions';
import type { LoginEffectsDeps } from './login-effects';
import { loginMachine, type LoginAttempt } from './login.machine';
import type { LoginContext } from './login.setup';

const GOOD = { email: 'ada@example.com', password: 'Secret123' };

const answer = (result: LoginResult): ApiOutcome<LoginResult> => ({
  ok: true,
  result,
  envelope: { ret_code: 0, ret_msg: 'OK', token: 't' },
});
const prompted = answer({ id: '1001', trading_password_prompt: 1 });

/** A machine whose log-in calls answer `answers` in turn; the form is filled and submitted. */
function start(answers: ApiOutcome<LoginResult>[]) {
  let calls = 0;
  const spies = { completeLogin: vi.fn(), goToTradingPassword: vi.fn() };
  const machine = loginMachine.provide({
    actors: {
      logIn: fromPromise(async (_: { input: LoginAttempt }) => answers[(calls += 1) - 1]!),
    },
    actions: spies,
    guards: { complianceWallUnavailable: () => false },
  });
  const actor = createActor(machine, { input: {} }).start();
  for (const [field, value] of Object.entries(GOOD)) {
    actor.send({ type: 'FIELD_CHANGED', field: field as 'email', value });
  }
  actor.send({ type: 'SUBMIT' });
  return { actor, spies };
}

describe('log-in, trading password prompt (decision 160)', () => {
  it('a signed-in answer with the flag: the dialog shows, the log-in not completed yet', async () => {
    const { actor, spies } = start([prompted]);
    await waitFor(actor, (s) => s.matches('offeringTradingPassword'));
    expect(actor.getSnapshot().context.step).toEqual({
      kind: 'tradingPasswordPrompt',
      accountId: '1001',
    });
    expect(spies.completeLogin).not.toHaveBeenCalled();
    expect(spies.goToTradingPassword).not.toHaveBeenCalled();
  });

  it('"Set now": the log-in completes on the security page\'s section, not at the usual destination', async () => {
    const { actor, spies } = start([prompted]);
    await waitFor(actor, (s) => s.matches('offeringTradingPassword'));
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('leavingToTradingPassword')).toBe(true);
    expect(spies.goToTradingPassword).toHaveBeenCalledTimes(1);
    expect(spies.completeLogin).not.toHaveBeenCalled();
  });

  it('"Later" or Escape: the log-in completes as usual', async () => {
    const { actor, spies } = start([prompted]);
    await waitFor(actor, (s) => s.matches('offeringTradingPassword'));
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
    expect(spies.goToTradingPassword).not.toHaveBeenCalled();
  });

  it('no flag, no dialog: the log-in completes at once', async () => {
    const { actor, spies } = start([answer({ id: '1001' })]);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
  });

  it('after the two-factor panel, the flag shows the dialog too', async () => {
    const { actor, spies } = start([answer({ google2fa_secret: true }), prompted]);
    await waitFor(actor, (s) => s.hasTag('twoFactor'));
    actor.send({ type: 'TWO_FACTOR_CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('offeringTradingPassword'));
    expect(spies.completeLogin).not.toHaveBeenCalled();
  });
});

describe('"Set now" completes the log-in to the trading password section (decision 160)', () => {
  function depsWith(options: WidgetOptions) {
    const navigate = vi.fn();
    const complete = vi.fn();
    const deps = {
      widget: { options, lang: 'ar-SA', navigate, complete, api: { call: vi.fn() }, host: { channel: {} } }, // prettier-ignore
      toast: { show: vi.fn() },
      t: (key: string) => key,
    } as unknown as LoginEffectsDeps;
    return { deps, navigate, complete };
  }
  const context = {
    step: { kind: 'tradingPasswordPrompt', accountId: '1001' },
  } as unknown as LoginContext;

  it('the host hears the success with the section as its destination, then the widget goes there', async () => {
    const onSuccess = vi.fn();
    const { deps, navigate, complete } = depsWith({ onSuccess });
    actions.goToTradingPassword(deps, context);
    const url = '/ar-SA/app/user/security#trading-password';
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(url));
    expect(onSuccess).toHaveBeenCalledWith({
      mode: 'login',
      accountId: '1001',
      newUser: false,
      redirectUrl: url,
    });
    expect(complete).not.toHaveBeenCalled();
    expect(tradingPasswordPath('en')).toBe('/en/app/user/security#trading-password');
  });

  it('"Later" completes as a plain sign-in, to the usual destination', async () => {
    const { deps, complete, navigate } = depsWith({});
    actions.completeLogin(deps, context);
    await vi.waitFor(() => expect(complete).toHaveBeenCalledWith('login', '1001', undefined));
    expect(navigate).not.toHaveBeenCalled();
  });
});
