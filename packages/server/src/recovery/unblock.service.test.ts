/**
 * The self-help unblock use-cases without HTTP (behaviour §4 "Self-unblock", §7 "Unblock",
 * §3 "Self-help ban info"; decision 019): a real store on each engine and a fake clock.
 */
import { CAPTCHA_SCENES } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { CODE_TTL_MS } from '../codes/codes.service.js';
import { checkPassword } from '../log-in/login.use-case.js';
import { emailIdentity, identityKey } from '../shared/identity.js';
import type { AccountState, RestrictionKind } from '../store/schema.js';
import { insertAccount } from '../test-support/accounts.js';
import type { CaptchaAnswer } from '../captcha/captcha-gate.service.js';
import { fakeCaptchaGate, SOLVED } from '../test-support/captcha.js';
import { databases } from '../test-support/databases.js';
import { digestOf, freshTestDeps } from '../test-support/test-app.js';
import {
  SELF_UNBLOCK_AFTER_MS,
  selfHelpBanStatus,
  selfHelpUnblock,
  type UnblockInput,
} from './unblock.service.js';

const PASSWORD = digestOf('Passw0rd!');
const WRONG = digestOf('Wrong-pass1');

describe.each(databases)('self-help unblocking, on $name', (database) => {
  const deps = freshTestDeps(database, { captcha: fakeCaptchaGate() });
  /** An account restricted (banned by default) by `kind`, `ago` ms before now. */
  async function banned(kind: RestrictionKind, ago: number, state: AccountState = 'banned') {
    const account = await insertAccount(deps, { password: PASSWORD });
    const since = deps.clock.now() - ago;
    await deps.store.restrictions.restrict(account.id, state, kind, since);
    return { id: account.id, email: account.email!, since };
  }
  const unblock = (email: string, more: Partial<UnblockInput> = {}) =>
    selfHelpUnblock(deps, {
      identity: emailIdentity(email),
      password: PASSWORD,
      ip: '192.0.2.10',
      deviceHash: '',
      captcha: SOLVED,
      ...more,
    });
  /** The first step, which must send the code; answers the token and the code. */
  async function firstStep(email: string) {
    const sent = await unblock(email);
    if (!sent.ok || sent.value.step !== 'codeSent') throw new Error(JSON.stringify(sent));
    return { token: sent.value.token, code: deps.delivery.lastCodeTo(email) };
  }
  const stillBanned = async (id: string) =>
    (await deps.store.restrictions.ofAccount(id))?.state === 'banned';
  const wrongFor = (right: string) => (right === '000000' ? '111111' : '000000');
  const unknownToken = {
    ok: false,
    error: { kind: 'invalidParams', message: 'Unknown or expired self_unbind_token' },
  };

  it('a self-help ban over 24 h old: the password sends a code to the account, answering a token and the ban time', async () => {
    const account = await banned('self_help', SELF_UNBLOCK_AFTER_MS + 1);
    const sent = await unblock(account.email);
    expect(sent).toEqual({
      ok: true,
      value: { step: 'codeSent', token: expect.any(String), bannedAt: account.since },
    });
    expect(deps.delivery.lastCodeTo(account.email)).toMatch(/^\d{6}$/);
  });

  it('the token tells the self-help ban info while its code lives, and nothing after', async () => {
    const account = await banned('self_help', SELF_UNBLOCK_AFTER_MS + 1);
    const { token } = await firstStep(account.email);
    expect(await selfHelpBanStatus(deps, token)).toEqual({
      ok: true,
      value: { selfHelp: true, bannedAt: account.since },
    });
    expect(await selfHelpBanStatus(deps, 'not-a-token')).toEqual(unknownToken);
    deps.clock.advance(CODE_TTL_MS);
    expect(await selfHelpBanStatus(deps, token)).toEqual(unknownToken);
  });

  it('a wrong code is refused (32001) and the ban stays; the right one lifts it, and the token dies with its code', async () => {
    const account = await banned('self_help', SELF_UNBLOCK_AFTER_MS + 1);
    const { token, code } = await firstStep(account.email);
    expect(await unblock(account.email, { code: wrongFor(code), token })).toEqual({
      ok: false,
      error: { kind: 'codeInvalid' },
    });
    expect(await stillBanned(account.id)).toBe(true);
    expect(await unblock(account.email, { code, token })).toEqual({
      ok: true,
      value: { step: 'unblocked' },
    });
    expect(await deps.store.restrictions.ofAccount(account.id)).toBeUndefined();
    expect(await selfHelpBanStatus(deps, token)).toEqual(unknownToken);
  });

  it('within 24 h of the ban (24 h exactly included), the answer is the ban info and no code', async () => {
    const sentBefore = deps.delivery.sent.length;
    for (const ago of [1000, SELF_UNBLOCK_AFTER_MS]) {
      const account = await banned('self_help', ago);
      expect(await unblock(account.email)).toEqual({
        ok: false,
        error: { kind: 'accountBanned', selfHelp: true, bannedAt: account.since },
      });
    }
    expect(deps.delivery.sent.length).toBe(sentBefore);
  });

  it("an operator's ban is never lifted here: its ban info, not self-help, and no code", async () => {
    const account = await banned('operator', 2 * SELF_UNBLOCK_AFTER_MS);
    const sentBefore = deps.delivery.sent.length;
    expect(await unblock(account.email)).toEqual({
      ok: false,
      error: { kind: 'accountBanned', selfHelp: false, bannedAt: account.since },
    });
    expect(deps.delivery.sent.length).toBe(sentBefore);
  });

  it('a terminated account is answered as terminated (40029)', async () => {
    const account = await banned('operator', 2 * SELF_UNBLOCK_AFTER_MS, 'terminated');
    expect(await unblock(account.email)).toEqual({
      ok: false,
      error: { kind: 'accountTerminated' },
    });
  });

  it('a wrong password is only a wrong password (31002), counted like a log-in', async () => {
    const account = await banned('self_help', 2 * SELF_UNBLOCK_AFTER_MS);
    expect(await unblock(account.email, { password: WRONG })).toEqual({
      ok: false,
      error: { kind: 'wrongPassword', passErrCount: 1 },
    });
    const asLogIn = await checkPassword(deps, {
      key: identityKey(emailIdentity(account.email)),
      find: () => deps.store.accounts.findByEmail(account.email),
      password: WRONG,
      deviceHash: '',
    });
    expect(asLogIn).toEqual({ ok: false, error: { kind: 'wrongPassword', passErrCount: 2 } });
  });

  it('an account that is not blocked is refused (10004) and stays as it is', async () => {
    const account = await insertAccount(deps, { password: PASSWORD });
    expect(await unblock(account.email!)).toEqual({
      ok: false,
      error: { kind: 'invalidParams', message: 'This account is not blocked' },
    });
    expect(await deps.store.restrictions.ofAccount(account.id)).toBeUndefined();
  });
});

describe.each(databases)('self-help unblocking asks its captcha first, on $name', (database) => {
  const captcha = fakeCaptchaGate();
  const deps = freshTestDeps(
    database,
    { captcha },
    { CAPTCHA_ON_SENDS: 'true', CAPTCHA_ON_LOGIN: 'true' },
  );

  it("the code's send takes its own scene, the step with the code log-in's (decision 019)", async () => {
    const account = await insertAccount(deps, { password: PASSWORD });
    await deps.store.restrictions.restrict(
      account.id,
      'banned',
      'self_help',
      deps.clock.now() - SELF_UNBLOCK_AFTER_MS - 1,
    );
    const step = (more: Partial<UnblockInput>) =>
      selfHelpUnblock(deps, {
        identity: emailIdentity(account.email!),
        password: PASSWORD,
        ip: '192.0.2.10',
        deviceHash: '',
        captcha: SOLVED,
        ...more,
      });
    const sent = await step({});
    if (!sent.ok || sent.value.step !== 'codeSent') throw new Error(JSON.stringify(sent));
    const lifted = await step({
      code: deps.delivery.lastCodeTo(account.email!),
      token: sent.value.token,
    });
    expect(lifted).toEqual({ ok: true, value: { step: 'unblocked' } });
    expect(captcha.scenes).toEqual([CAPTCHA_SCENES.selfUnblock, CAPTCHA_SCENES.login]);
  });

  it('an unsolved captcha is refused before the password is checked: a wrong one is not counted', async () => {
    const account = await insertAccount(deps, { password: PASSWORD });
    await deps.store.restrictions.restrict(account.id, 'banned', 'self_help', 0);
    const wrong = (captcha: CaptchaAnswer) =>
      selfHelpUnblock(deps, {
        identity: emailIdentity(account.email!),
        password: WRONG,
        ip: '192.0.2.10',
        deviceHash: '',
        captcha,
      });
    expect(await wrong({})).toMatchObject({ ok: false, error: { kind: 'captchaFailed' } });
    // The first wrong password the lock-out counts is the one behind a solved captcha.
    expect(await wrong(SOLVED)).toEqual({
      ok: false,
      error: { kind: 'wrongPassword', passErrCount: 1 },
    });
  });
});
