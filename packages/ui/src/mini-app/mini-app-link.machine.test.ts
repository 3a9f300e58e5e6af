/**
 * Link-auth's states (behaviour §4 "Mini-app steps"; behaviour §2 "Mini-app authorisation page":
 * accept and decline for log-in and link, "allow bot messages" checked by default, Accept
 * disabled when unchecked; decision 089).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from '../machine';
import {
  LINK_SYSTEM_ERROR,
  accountNameOf,
  linkOutcomeOf,
  miniAppLinkMachine,
  type LinkAnswer,
  type LinkProof,
  type SignedInProfile,
} from './mini-app-link.machine';

const linked: LinkAnswer = {
  ok: true,
  result: { tg_bind_result: 'success' },
  envelope: { ret_code: 0, ret_msg: 'OK' },
};
const refusedWith = (retCode: number, result?: unknown): LinkAnswer => ({
  ok: false,
  retCode,
  retMsg: '',
  result,
});

const ADA = { id: '1001', email: 'ada@example.com' };
const PROOF: LinkProof = {
  method: { factor: 'password', google2fa: false },
  values: { password: 'Passw0rd!', code: '', google2fa: '' },
};

function start({
  session = ADA,
  answer = linked,
  specialMode = false,
}: {
  session?: SignedInProfile | null | Error;
  answer?: LinkAnswer | Error;
  specialMode?: boolean;
} = {}) {
  const effects = {
    askWriteAccess: vi.fn(),
    closeApp: vi.fn(),
    goOn: vi.fn(),
    links: 0,
    proofs: [] as LinkProof[],
  };
  const machine = miniAppLinkMachine.provide({
    actors: {
      checkSession: fromPromise(async () => {
        if (session instanceof Error) throw session;
        return session;
      }),
      link: fromPromise(async ({ input }: { input: LinkProof }) => {
        effects.links += 1;
        effects.proofs.push(input);
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: {
      askWriteAccess: effects.askWriteAccess,
      closeApp: effects.closeApp,
      goOn: effects.goOn,
    },
  });
  return { actor: createActor(machine, { input: { specialMode } }).start(), effects };
}

describe('mini-app step: register-or-login or link-auth (behaviour §4)', () => {
  it('not logged in to Foyer in the web view: the authorisation page of log-in (signedOut), nothing offered to link', async () => {
    const { actor, effects } = start({ session: null });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(effects.links).toBe(0);
  });

  it('when the session check fails, the authorisation page as well', async () => {
    const { actor } = start({ session: new Error('offline') });
    await waitFor(actor, (s) => s.matches('signedOut'));
  });

  it('logged in: link-auth is offered for that account, with "allow bot messages" checked by default', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('offeringLink'));
    expect(actor.getSnapshot().context).toMatchObject({
      account: 'ada@example.com',
      allowMessages: true,
    });
  });

  it('the account is named as the person logs in to it: sub-account name, e-mail, phone', () => {
    expect(accountNameOf({ id: '7', sub_account: { name: 'desk01' } })).toBe('desk01');
    expect(accountNameOf({ id: '7', email: 'ada@example.com', mobile: '5550100' })).toBe(
      'ada@example.com',
    );
    expect(accountNameOf({ id: '7', mobile: '5550100', country_code: '44' })).toBe('+44 5550100');
    expect(accountNameOf({ id: '7' })).toBe('7');
  });

  it('Accept is refused while "allow bot messages" is unchecked', async () => {
    const { actor, effects } = start();
    await waitFor(actor, (s) => s.matches('offeringLink'));
    actor.send({ type: 'ALLOW_MESSAGES_CHANGED', allowed: false });
    actor.send({ type: 'ACCEPT', proof: PROOF });
    expect(actor.getSnapshot().matches('offeringLink')).toBe(true);
    expect(effects.links).toBe(0);
    actor.send({ type: 'ALLOW_MESSAGES_CHANGED', allowed: true });
    actor.send({ type: 'ACCEPT', proof: PROOF });
    await waitFor(actor, (s) => s.matches('linked'));
    expect(effects.links).toBe(1);
  });

  it('Accept asks Telegram for write access and links; Continue goes on', async () => {
    const { actor, effects } = start();
    await waitFor(actor, (s) => s.matches('offeringLink'));
    actor.send({ type: 'ACCEPT', proof: PROOF });
    await waitFor(actor, (s) => s.matches('linked'));
    expect(effects.askWriteAccess).toHaveBeenCalledTimes(1);
    expect(effects.goOn).not.toHaveBeenCalled();
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().matches('goingOn')).toBe(true);
    expect(effects.goOn).toHaveBeenCalledTimes(1);
  });

  it('Decline leaves the account unlinked and goes on', async () => {
    const { actor, effects } = start();
    await waitFor(actor, (s) => s.matches('offeringLink'));
    actor.send({ type: 'DECLINE' });
    expect(effects.goOn).toHaveBeenCalledTimes(1);
    expect(effects.links).toBe(0);
  });

  it('a bind failure keeps its name for the bind-failure dialog; Continue goes on', async () => {
    const { actor, effects } = start({
      answer: refusedWith(38002, { tg_bind_result: 'telegramAlreadyBind' }),
    });
    await waitFor(actor, (s) => s.matches('offeringLink'));
    actor.send({ type: 'ACCEPT', proof: PROOF });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.bindResult).toBe('telegramAlreadyBind');
    actor.send({ type: 'CONTINUE' });
    expect(effects.goOn).toHaveBeenCalledTimes(1);
  });

  it('40004 mini-app auth expired: the dialog closes the app, or returns to the offer', async () => {
    const { actor, effects } = start({ answer: refusedWith(40004) });
    await waitFor(actor, (s) => s.matches('offeringLink'));
    actor.send({ type: 'ACCEPT', proof: PROOF });
    await waitFor(actor, (s) => s.matches('expired'));
    actor.send({ type: 'CLOSE_APP' });
    expect(effects.closeApp).toHaveBeenCalledTimes(1);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().matches('offeringLink')).toBe(true);
  });

  it('40004 in the special mode (the OAuth-embedded view) passes silently: no dialog, the offer again (decision 152)', async () => {
    const { actor, effects } = start({ answer: refusedWith(40004), specialMode: true });
    await waitFor(actor, (s) => s.matches('offeringLink'));
    actor.send({ type: 'ACCEPT', proof: PROOF });
    await waitFor(actor, () => effects.links === 1);
    await waitFor(actor, (s) => s.matches('offeringLink'));
    expect(actor.getSnapshot().context.bindResult).toBeNull();
    expect(linkOutcomeOf(refusedWith(40004), true)).toEqual({ kind: 'passedSilently' });
    expect(linkOutcomeOf(refusedWith(40004))).toEqual({ kind: 'expired' });
  });

  it('10016 on the bind: the offer again with no bind-failure dialog (its toast says it, decision 152)', async () => {
    const { actor, effects } = start({ answer: refusedWith(10016) });
    await waitFor(actor, (s) => s.matches('offeringLink'));
    actor.send({ type: 'ACCEPT', proof: PROOF });
    await waitFor(actor, () => effects.links === 1);
    await waitFor(actor, (s) => s.matches('offeringLink'));
    expect(actor.getSnapshot().context.bindResult).toBeNull();
  });

  it('a session that ended before Accept (10005) shows the authorisation page', async () => {
    const { actor } = start({ answer: refusedWith(10005) });
    await waitFor(actor, (s) => s.matches('offeringLink'));
    actor.send({ type: 'ACCEPT', proof: PROOF });
    await waitFor(actor, (s) => s.matches('signedOut'));
  });

  it('a failure without a bind result (no answer, a limit) is the system error', async () => {
    expect(linkOutcomeOf(refusedWith(-200))).toEqual({
      kind: 'refused',
      bindResult: LINK_SYSTEM_ERROR,
    });
    const { actor } = start({ answer: new Error('aborted') });
    await waitFor(actor, (s) => s.matches('offeringLink'));
    actor.send({ type: 'ACCEPT', proof: PROOF });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.bindResult).toBe(LINK_SYSTEM_ERROR);
  });

  it('Accept carries the proof that it is the account’s holder; a refused password comes back to the offer, said beside its field (decision 106)', async () => {
    const { actor, effects } = start({ answer: refusedWith(31002, { pass_err_count: 1 }) });
    await waitFor(actor, (s) => s.matches('offeringLink'));
    actor.send({ type: 'ACCEPT', proof: PROOF });
    await waitFor(actor, (s) => s.matches('offeringLink') && effects.links === 1);
    expect(effects.proofs).toEqual([PROOF]);
    expect(actor.getSnapshot().context.reauthRefusal).toEqual({
      field: 'password',
      key: 'wrongPassword',
    });
    expect(linkOutcomeOf(refusedWith(35001))).toEqual({
      kind: 'reauthRefused',
      problem: { field: 'google2fa', key: 'google2faInvalid' },
    });
  });
});
