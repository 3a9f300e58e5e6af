/**
 * What a stolen session could do with sub-accounts, and what the main account's holder can
 * (docs/decisions/106): creating, deleting one and setting its password ask the main account's
 * password (and authenticator code when on); a deleted sub-account cannot log in and its
 * sessions are refused; a new password set by the main account brings a must-reset sub-account
 * back. An operator can delete one too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../admin/admin.js';
import { solvedCaptcha } from '../test-support/captcha.js';
import { databases } from '../test-support/databases.js';
import { reauthBy, signUpByEmail, type SignedUp } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf } from '../test-support/test-app.js';
import { codeAt, enableTwoFactor, STEP_MS } from '../test-support/two-factor.js';

const CREATE = '/user/private/sub-account/create';
const DELETE = '/user/private/sub-account/delete';
const PASSWORD = '/user/private/sub-account/password';
const LIST = '/user/private/sub-account/list';
const LOGIN = '/user/public/sub-account/login';
const SUB_PASSWORD = 'Sub-pass9';
const NEW_SUB_PASSWORD = 'Sub-pass10';

describe.each(databases)(
  'a main account’s sub-accounts, re-authenticated, on $name',
  (database) => {
    const t = routeTestApp(database, {
      CAPTCHA_ON_LOGIN: 'true',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
    });
    let n = 0;
    const newName = () => `desk${(n += 1)}${Date.now() % 100000}`;
    const admin = (...argv: string[]) => runAdmin(argv, { store: t.store, clock: t.clock });
    const subLogin = async (name: string, password = SUB_PASSWORD) =>
      t.post(LOGIN, { name, password: digestOf(password), ...(await solvedCaptcha(t.app, 31000)) });
    let main: SignedUp;
    const mainEmail = 'holder-of-subs@example.com';

    beforeAll(async () => {
      main = await signUpByEmail(t, mainEmail);
    });

    /** A sub-account of `main` made with the holder's password; answers its id, name and session. */
    async function subAccount(holder = main) {
      const name = newName();
      const body = { name, password: digestOf(SUB_PASSWORD), ...reauthBy(holder.password) };
      const made = await t.post(CREATE, body, holder.token);
      expect(made.ret_code).toBe(0);
      const session = await subLogin(name);
      expect(session.ret_code).toBe(0);
      return { id: String(made.result.id), name, token: String(session.token) };
    }

    it('a stolen session alone cannot create a sub-account; with the main account’s password it is made and the holder is e-mailed', async () => {
      const name = newName();
      const body = { name, password: digestOf(SUB_PASSWORD) };
      expect((await t.post(CREATE, body, main.token)).ret_code).toBe(10004);
      const wrong = { ...body, reauth: { password: digestOf('Guessed-1') } };
      expect((await t.post(CREATE, wrong, main.token)).ret_code).toBe(31002);
      expect((await subLogin(name)).ret_code).toBe(31002);
      const made = await t.post(CREATE, { ...body, ...reauthBy(main.password) }, main.token);
      expect(made).toMatchObject({ ret_code: 0, result: { name } });
      const mail = t.delivery.sent.at(-1);
      expect(mail).toMatchObject({ channel: 'email', to: mainEmail });
      expect(mail?.channel === 'email' ? mail.subject : '').toContain('sub-account');
      expect(mail?.channel === 'email' ? mail.text : '').toContain(name);
      expect(mail?.channel === 'email' ? mail.text : '').toMatch(/UTC/);
      expect(mail?.channel === 'email' ? mail.text : '').toContain('/en/app/user/retrieve');
    });

    it('with two-factor on, creating asks the authenticator code too (10004 without, 35001 wrong)', async () => {
      const holder = await signUpByEmail(t, `twofactor-holder${(n += 1)}@example.com`);
      const secret = await enableTwoFactor(t, holder.token, holder.password);
      const body = { name: newName(), password: digestOf(SUB_PASSWORD) };
      expect((await t.post(CREATE, { ...body, ...reauthBy(holder.password) }, holder.token)).ret_code).toBe(10004); // prettier-ignore
      const right = codeAt(secret, t.clock.now());
      const wrong = right === '000000' ? '111111' : '000000';
      expect((await t.post(CREATE, { ...body, ...reauthBy(holder.password, wrong) }, holder.token)).ret_code).toBe(35001); // prettier-ignore
      t.clock.advance(STEP_MS);
      const code = codeAt(secret, t.clock.now());
      expect((await t.post(CREATE, { ...body, ...reauthBy(holder.password, code) }, holder.token)).ret_code).toBe(0); // prettier-ignore
    });

    it('a stolen session alone cannot delete a sub-account: it still logs in', async () => {
      const sub = await subAccount();
      expect((await t.post(DELETE, { id: sub.id }, main.token)).ret_code).toBe(10004);
      const wrong = { id: sub.id, reauth: { password: digestOf('Guessed-1') } };
      expect((await t.post(DELETE, wrong, main.token)).ret_code).toBe(31002);
      expect((await subLogin(sub.name)).ret_code).toBe(0);
    });

    it('deleted by its main account, a sub-account cannot log in, its sessions are refused, and it is no longer listed', async () => {
      const sub = await subAccount();
      expect((await t.get('/v2/private/user/profile', sub.token)).ret_code).toBe(0);
      const deleted = await t.post(DELETE, { id: sub.id, ...reauthBy(main.password) }, main.token);
      expect(deleted).toMatchObject({ ret_code: 0 });
      expect((await t.get('/v2/private/user/profile', sub.token)).ret_code).toBe(10005);
      expect((await subLogin(sub.name)).ret_code).toBe(31002);
      const listed = (await t.get(LIST, main.token)).result.list as { id: string }[];
      expect(listed.map((row) => row.id)).not.toContain(sub.id);
      // Its name stays taken; deleting it again is a sub-account that is not there (10004).
      const again = {
        name: sub.name,
        password: digestOf(SUB_PASSWORD),
        ...reauthBy(main.password),
      };
      expect((await t.post(CREATE, again, main.token)).ret_code).toBe(36001);
      expect((await t.post(DELETE, { id: sub.id, ...reauthBy(main.password) }, main.token)).ret_code).toBe(10004); // prettier-ignore
    });

    it('another main account cannot delete a sub-account, nor set its password, with its own password (10004)', async () => {
      const sub = await subAccount();
      const other = await signUpByEmail(t, `other-holder${(n += 1)}@example.com`);
      const proof = reauthBy(other.password);
      expect((await t.post(DELETE, { id: sub.id, ...proof }, other.token)).ret_code).toBe(10004);
      const body = { id: sub.id, password: digestOf(NEW_SUB_PASSWORD), ...proof };
      expect((await t.post(PASSWORD, body, other.token)).ret_code).toBe(10004);
      // Nor can the sub-account itself: it is not its own main account.
      const own = { id: sub.id, password: digestOf(NEW_SUB_PASSWORD), ...reauthBy(SUB_PASSWORD) };
      expect((await t.post(PASSWORD, own, sub.token)).ret_code).toBe(10004);
      expect((await subLogin(sub.name)).ret_code).toBe(0);
    });

    it('a stolen session alone cannot set a sub-account’s password; the old one still works', async () => {
      const sub = await subAccount();
      const body = { id: sub.id, password: digestOf(NEW_SUB_PASSWORD) };
      expect((await t.post(PASSWORD, body, main.token)).ret_code).toBe(10004);
      const wrong = { ...body, reauth: { password: digestOf('Guessed-1') } };
      expect((await t.post(PASSWORD, wrong, main.token)).ret_code).toBe(31002);
      expect((await subLogin(sub.name)).ret_code).toBe(0);
    });

    it('a must-reset sub-account logs in again after its main account sets a new password; its old sessions and password end', async () => {
      const sub = await subAccount();
      expect((await admin('require-password-reset', sub.id)).code).toBe(0);
      expect((await subLogin(sub.name)).result).toMatchObject({ pre_action: 1 });
      const fresh = await subLogin(sub.name);
      expect(fresh.token).toBeUndefined();
      const set = { id: sub.id, password: digestOf(NEW_SUB_PASSWORD), ...reauthBy(main.password) };
      expect(await t.post(PASSWORD, set, main.token)).toMatchObject({ ret_code: 0 });
      expect((await subLogin(sub.name)).ret_code).toBe(31002);
      const back = await subLogin(sub.name, NEW_SUB_PASSWORD);
      expect(back).toMatchObject({ ret_code: 0, token: expect.any(String) });
      expect(back.result.pre_action).toBeUndefined();
    });

    it('a new password set by the main account ends the sub-account’s sessions and lifts its lock-out', async () => {
      const sub = await subAccount();
      for (let i = 0; i < 5; i += 1) await subLogin(sub.name, 'Wrong-pass1');
      expect((await subLogin(sub.name)).ret_code).toBe(31030);
      const set = { id: sub.id, password: digestOf(NEW_SUB_PASSWORD), ...reauthBy(main.password) };
      expect((await t.post(PASSWORD, set, main.token)).ret_code).toBe(0);
      expect((await t.get('/v2/private/user/profile', sub.token)).ret_code).toBe(10005);
      expect((await subLogin(sub.name, NEW_SUB_PASSWORD)).ret_code).toBe(0);
    });

    it('an operator deletes a sub-account by name or id (npm run admin -- sub-account delete); it cannot log in, and no unban brings it back', async () => {
      const byName = await subAccount();
      const listed = await admin('sub-account', 'list', mainEmail);
      expect(listed.out).toContain(byName.name);
      const done = await admin('sub-account', 'delete', byName.name.toUpperCase());
      expect(done).toMatchObject({ code: 0, out: expect.stringContaining(byName.id) });
      expect((await subLogin(byName.name)).ret_code).toBe(31002);
      expect((await t.get('/v2/private/user/profile', byName.token)).ret_code).toBe(10005);
      expect((await admin('sub-account', 'delete', byName.name)).code).toBe(1);
      expect((await admin('unban', byName.id)).code).toBe(1);
      expect((await admin('ban', byName.id)).code).toBe(1);
      const byId = await subAccount();
      expect((await admin('sub-account', 'delete', '--id', byId.id)).code).toBe(0);
      expect((await subLogin(byId.name)).ret_code).toBe(31002);
      expect((await admin('sub-account', 'delete')).code).toBe(2);
    });

    it('a deleted sub-account’s Telegram binding goes with it: the Telegram person is free again', async () => {
      const sub = await subAccount();
      await t.store.telegram.bind('555000111', sub.id, t.clock.now());
      expect((await t.post(DELETE, { id: sub.id, ...reauthBy(main.password) }, main.token)).ret_code).toBe(0); // prettier-ignore
      expect(await t.store.telegram.byTelegramId('555000111')).toBeUndefined();
    });

    it('bad input answers the envelope, never a 500: an id that is not digits, a raw password, no reauth object', async () => {
      const proof = reauthBy(main.password);
      expect((await t.post(DELETE, { id: 'drop table', ...proof }, main.token)).ret_code).toBe(
        10004,
      );
      expect((await t.post(PASSWORD, { id: '123', password: 'plain', ...proof }, main.token)).ret_code).toBe(10004); // prettier-ignore
      expect((await t.post(DELETE, { id: '123', reauth: 'x' }, main.token)).ret_code).toBe(10004);
      const response = await t.inject('POST', DELETE, { id: '1', reauth: { password: 7 } }, main.token); // prettier-ignore
      expect(response.statusCode).toBeLessThan(500);
    });
  },
);
