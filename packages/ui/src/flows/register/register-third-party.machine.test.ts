import { describe, expect, it } from 'vitest';
import { waitFor } from '../../machine';
import { startRegister } from './register-test-harness';

const TOKEN = { type: 'THIRD_PARTY_TOKEN', provider: 'apple', token: 'id.token.jws' } as const;

describe('register, third-party flow (behaviour §4 "Third-party flow"; docs/decisions/064)', () => {
  it('on register show terms/country dialog first, then the log-in flow makes the call', async () => {
    const { actor, calls, spies } = startRegister({ registerType: 'newCode' });
    actor.send({ type: 'FIELD_CHANGED', field: 'referral', value: 'FRIEND1' });
    actor.send(TOKEN);
    await waitFor(actor, () => spies.handThirdPartyToLogIn.mock.calls.length > 0);
    expect(calls.gate).toHaveLength(1);
    expect(spies.handThirdPartyToLogIn).toHaveBeenCalledTimes(1);
    const [{ context }] = spies.handThirdPartyToLogIn.mock.calls[0] as [
      { context: { thirdParty: unknown } },
    ];
    expect(context.thirdParty).toEqual({ provider: 'apple', token: 'id.token.jws' });
    // Handed over once: an e-mail sign-up after it is an e-mail sign-up again.
    expect(actor.getSnapshot().context.thirdParty).toBeNull();
    expect(calls.send).toHaveLength(0);
    // The gate judges the visitor, not an e-mail typed in the form.
    expect(calls.gate[0]).toMatchObject({ form: { method: 'email', email: '' } });
  });

  it('the gate declines (dialog 1 "No", a banned country): no call, back to the form', async () => {
    const { actor, spies } = startRegister({ registerType: 'oldCode', gate: { proceed: false } });
    actor.send(TOKEN);
    await waitFor(actor, (s) => s.matches('account'));
    expect(spies.handThirdPartyToLogIn).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.thirdParty).toBeNull();
  });
});
