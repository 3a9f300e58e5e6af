/**
 * The trading password (docs/decisions/160): support resets a forgotten one, every log-in then
 * answers `trading_password_prompt` 1 after the session is made, until the holder sets a new
 * one on the security page with the log-in password proven again. It is kept as argon2id of the
 * digest, never the digest, and the holder is told by e-mail.
 */
import { describe, expect, it } from 'vitest';
import { runAdmin } from '../admin/admin.js';
import { databases } from '../test-support/databases.js';
import { reauthBy, signUpByEmail } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf } from '../test-support/test-app.js';

const STATUS = '/user/private/trading-password';
const SET = '/user/private/trading-password/set';
const TRADING_PASSWORD = 'Trade-pass7';

describe.each(databases)('the trading password on $name', (database) => {
  const t = routeTestApp(database, { RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  let n = 0;
  const newEmail = () => `trader${(n += 1)}@example.com`;
  const admin = (...argv: string[]) => runAdmin(argv, { store: t.store, clock: t.clock });
  const logIn = (email: string, password: string) =>
    t.post('/login', { email, password: digestOf(password) });
  const setBody = (tradingPassword = TRADING_PASSWORD, password?: string) => ({
    trading_password: digestOf(tradingPassword),
    ...reauthBy(password),
  });

  it('an account support reset is prompted at every log-in, after its session is made, until it sets a new one', async () => {
    const email = newEmail();
    const account = await signUpByEmail(t, email);
    expect((await logIn(email, account.password)).result).not.toHaveProperty('trading_password_prompt'); // prettier-ignore
    expect((await admin('trading-password-reset', email)).code).toBe(0);
    for (let time = 0; time < 2; time += 1) {
      const answered = await logIn(email, account.password);
      expect(answered).toMatchObject({ ret_code: 0, result: { id: account.id, trading_password_prompt: 1 } }); // prettier-ignore
      expect(answered.token).toEqual(expect.any(String));
    }
    expect((await t.get(STATUS, account.token)).result).toEqual({ set: false, must_set: true });
    expect(await t.post(SET, setBody(), account.token)).toEqual({ ret_code: 0, ret_msg: 'OK', result: {} }); // prettier-ignore
    expect((await t.get(STATUS, account.token)).result).toEqual({ set: true, must_set: false });
    expect((await logIn(email, account.password)).result).not.toHaveProperty('trading_password_prompt'); // prettier-ignore
  });

  it('it is kept as argon2id of the digest, never the digest; the holder is told by e-mail', async () => {
    const email = newEmail();
    const account = await signUpByEmail(t, email);
    expect((await t.post(SET, setBody(), account.token)).ret_code).toBe(0);
    const row = await t.store.tradingPasswords.of(account.id);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(digestOf(TRADING_PASSWORD));
    const mail = t.delivery.sent.findLast((sent) => sent.to === email);
    expect(mail?.channel === 'email' && mail.subject).toMatch(/trading password was changed/);
  });

  it('a wrong current password is refused as the log-in refuses it (31002), and nothing changes', async () => {
    const email = newEmail();
    const account = await signUpByEmail(t, email);
    await admin('trading-password-reset', email);
    const refused = await t.post(SET, setBody(TRADING_PASSWORD, 'Wrong-pass1'), account.token);
    expect(refused).toMatchObject({ ret_code: 31002 });
    expect(JSON.stringify(refused)).not.toMatch(/trading/i);
    expect(await t.store.tradingPasswords.of(account.id)).toEqual({ passwordHash: null, mustSet: true }); // prettier-ignore
  });

  it('without a session: 10005 for both calls', async () => {
    expect((await t.get(STATUS)).ret_code).toBe(10005);
    expect((await t.post(SET, setBody(), 'not-a-session')).ret_code).toBe(10005);
  });

  it('bad input gets the envelope (10004), never a 500: a clear-text password, no reauth, the log-in password itself', async () => {
    const email = newEmail();
    const account = await signUpByEmail(t, email);
    const plain = { trading_password: 'Trade-pass7', ...reauthBy() };
    expect(await t.post(SET, plain, account.token)).toMatchObject({ ret_code: 10004, ret_msg: expect.any(String) }); // prettier-ignore
    const noProof = { trading_password: digestOf(TRADING_PASSWORD) };
    expect((await t.post(SET, noProof, account.token)).ret_code).toBe(10004);
    expect((await t.post(SET, setBody(account.password), account.token)).ret_code).toBe(10004);
    expect(await t.store.tradingPasswords.of(account.id)).toBeUndefined();
  });
});
