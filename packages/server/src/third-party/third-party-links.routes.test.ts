/**
 * Linking a provider after the password, listing and unlinking (docs/decisions/062), through
 * HTTP on each engine: a real OpenID provider on loopback issues the id tokens; the accounts
 * are made by the e-mail sign-up, as a person makes them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deviceHashOf } from '../shared/device-hash.js';
import { databases } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { startOidcProvider, type TestOidcProvider } from '../test-support/oidc-provider.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf, json } from '../test-support/test-app.js';
import { ownBrowsers, popupEnv, popupRedirectUris } from '../test-support/third-party-flows.js';
import { enableTwoFactor, codeAt } from '../test-support/two-factor.js';
import { issuerKeys } from './issuer-keys.js';
import { LINK_TICKET_TTL_MS } from './third-party-links.service.js';

const THIRD_PARTY = '/user/public/login/thirdparty';
const LINKS = '/user/private/thirdparty/links';
const UNLINK = '/user/private/thirdparty/unlink';
const PASSWORD = 'Passw0rd!';
let people = 0;
const aPerson = () => {
  const sub = `link-${(people += 1)}-${Date.now()}`;
  return { sub, email: `${sub}@example.com`, email_verified: true };
};

describe.each(databases)('linking, listing and unlinking providers on $name', (database) => {
  let idp: TestOidcProvider;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    idp = await startOidcProvider(undefined, { redirectUris: popupRedirectUris() });
    Object.assign(env, { ...popupEnv(idp), RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  });
  afterAll(async () => {
    await idp?.close();
  });
  const t = routeTestApp(database, env, { idTokenKeys: issuerKeys({}) });
  // The provider's tokens are dated by the real clock; some tests move the app's.
  beforeEach(() => t.clock.set(Date.now()));

  /** Each popup in a browser of its own; each call from the browser whose popup got its token. */
  const browsers = ownBrowsers(t, () => idp);
  /** A token of the person from a popup of ours, the whole round trip run (061, 107). */
  const tokenOf = (person: { sub: string }) => browsers.token(person);
  const withGoogle = async (person: { sub: string }, more: object = {}) =>
    browsers.post(THIRD_PARTY, { token_type: 'google', token: await tokenOf(person), ...more });
  const logIn = (email: string, more: object = {}) =>
    t.post('/login', { email, password: digestOf(PASSWORD), ...more });

  /** A person whose e-mail has a password account: the 48003 answer's ticket and the account. */
  const ticketFor = async (person = aPerson()) => {
    const account = await signUpByEmail(t, person.email, PASSWORD);
    const refused = await withGoogle(person);
    expect(refused).toMatchObject({
      ret_code: 48003,
      result: { link_ticket: expect.any(String), email: person.email },
    });
    return { person, account, ticket: String(refused.result.link_ticket) };
  };

  it('48003 gives a ticket; the password log-in carrying it links the provider, which then logs in alone', async () => {
    const { person, account, ticket } = await ticketFor();
    const linked = await logIn(person.email, { link_ticket: ticket });
    expect(linked).toMatchObject({
      ret_code: 0,
      token: expect.any(String),
      result: { id: account.id, linked_provider: 'google' },
    });
    const alone = await withGoogle(person);
    expect(alone).toMatchObject({
      ret_code: 0,
      token: expect.any(String),
      result: { use_thirdparty: 2, id: account.id },
    });
    expect(await t.get(LINKS, account.token)).toMatchObject({
      ret_code: 0,
      result: { links: [{ provider: 'google', created_at: expect.any(Number) }] },
    });
  });

  it('with two-factor on, the ticket links only when the log-in completes its second step', async () => {
    const { person, account, ticket } = await ticketFor();
    const secret = await enableTwoFactor(t, account.token, PASSWORD);
    const step = await logIn(person.email, { link_ticket: ticket });
    expect(step).toMatchObject({ ret_code: 0, result: { google2fa_secret: true } });
    expect(step.result).not.toHaveProperty('linked_provider');
    expect(await t.store.thirdPartyLinks.linksOf(account.id)).toEqual([]);
    const google2fa = codeAt(secret, t.clock.now());
    const done = await logIn(person.email, { link_ticket: ticket, google2fa });
    expect(done).toMatchObject({ ret_code: 0, result: { linked_provider: 'google' } });

    // The linked log-in takes the same second step: the step answer, then the same token with the code.
    t.clock.advance(30_000);
    const token = await tokenOf(person);
    const asked = await browsers.post(THIRD_PARTY, { token_type: 'google', token });
    expect(asked).toEqual({
      ret_code: 0,
      ret_msg: expect.any(String),
      result: { google2fa_secret: true, use_thirdparty: 2 },
    });
    const code = codeAt(secret, t.clock.now());
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await browsers.post(THIRD_PARTY, { token_type: 'google', token, google2fa: wrong })).toMatchObject({ ret_code: 35001 }); // prettier-ignore
    const opened = await browsers.post(THIRD_PARTY, {
      token_type: 'google',
      token,
      google2fa: code,
    });
    expect(opened).toMatchObject({ ret_code: 0, token: expect.any(String), result: { use_thirdparty: 2, id: account.id } }); // prettier-ignore
    // The token that opened a session is spent.
    expect(await browsers.post(THIRD_PARTY, { token_type: 'google', token, google2fa: code })).toMatchObject({ ret_code: 48001, result: { reason: 'replayed' } }); // prettier-ignore
  });

  it('a ticket of another account links nothing; the log-in itself succeeds and says so', async () => {
    const { person, ticket } = await ticketFor();
    const other = await signUpByEmail(t, aPerson().email, PASSWORD);
    const answered = await t.post('/login', {
      email: (await t.store.accounts.findById(other.id))!.email,
      password: digestOf(PASSWORD),
      link_ticket: ticket,
    });
    expect(answered).toMatchObject({ ret_code: 0, token: expect.any(String), result: { id: other.id, link_refused: 'ticketInvalid' } }); // prettier-ignore
    expect(await t.store.thirdPartyLinks.linksOf(other.id)).toEqual([]);
    // Left as it was: the right account can still spend it.
    expect(await logIn(person.email, { link_ticket: ticket })).toMatchObject({ result: { linked_provider: 'google' } }); // prettier-ignore
  });

  it('a ticket carried by a log-in from another device links nothing', async () => {
    /** A call from the device whose id is `guid` (with the browser's `cookie`, if any). */
    const from = async (guid: string, path: string, payload: object, cookie?: string) =>
      json(
        await t.app.inject({
          method: 'POST',
          url: `/x-api${path}`,
          payload,
          headers: { guid, ...(cookie ? { cookie } : {}) },
        }),
      );
    const person = aPerson();
    const account = await signUpByEmail(t, person.email, PASSWORD);
    const token = await tokenOf(person);
    const cookie = browsers.browserOf(token).cookieHeader(`/x-api${THIRD_PARTY}`);
    const refused = await from('own-device', THIRD_PARTY, { token_type: 'google', token }, cookie);
    const ticket = String(refused.result.link_ticket);
    // Both devices are the person's known ones: no security verification stands in the way.
    for (const device of ['own-device', 'another-device']) {
      await t.store.risk.remember(
        account.id,
        { deviceHash: deviceHashOf(device), fingerprintHash: '' },
        '',
        t.clock.now(),
      );
    }
    const withTicket = { email: person.email, password: digestOf(PASSWORD), link_ticket: ticket };
    expect(await from('another-device', '/login', withTicket)).toMatchObject({ ret_code: 0, result: { link_refused: 'ticketInvalid' } }); // prettier-ignore
    // Left as it was: the device it was given to can still spend it.
    expect(await from('own-device', '/login', withTicket)).toMatchObject({ ret_code: 0, result: { linked_provider: 'google' } }); // prettier-ignore
  });

  it('a spent or expired ticket links nothing', async () => {
    const { person, ticket } = await ticketFor();
    expect(await logIn(person.email, { link_ticket: ticket })).toMatchObject({ result: { linked_provider: 'google' } }); // prettier-ignore
    expect(await logIn(person.email, { link_ticket: ticket })).toMatchObject({ ret_code: 0, result: { link_refused: 'ticketInvalid' } }); // prettier-ignore

    const late = await ticketFor();
    t.clock.advance(LINK_TICKET_TTL_MS);
    expect(await logIn(late.person.email, { link_ticket: late.ticket })).toMatchObject({ ret_code: 0, result: { link_refused: 'ticketInvalid' } }); // prettier-ignore
    expect(await t.store.thirdPartyLinks.linksOf(late.account.id)).toEqual([]);
  });

  it('a person already linked is not linked a second time', async () => {
    const { person, ticket } = await ticketFor();
    const again = await withGoogle(person);
    const second = String(again.result.link_ticket);
    expect(await logIn(person.email, { link_ticket: ticket })).toMatchObject({ result: { linked_provider: 'google' } }); // prettier-ignore
    expect(await logIn(person.email, { link_ticket: second })).toMatchObject({ ret_code: 0, result: { link_refused: 'alreadyLinked' } }); // prettier-ignore
  });

  /** A password account linked to a Google person through a ticket. */
  const linkedAccount = async () => {
    const linking = await ticketFor();
    const { person, ticket } = linking;
    expect(await logIn(person.email, { link_ticket: ticket })).toMatchObject({ result: { linked_provider: 'google' } }); // prettier-ignore
    return linking;
  };

  it('unlink asks the password again: a wrong one counts toward the log-in lock-out', async () => {
    const { person, account } = await linkedAccount();
    const wrong = { provider: 'google', password: digestOf('not-the-password') };
    expect(await t.post(UNLINK, wrong, account.token)).toMatchObject({ ret_code: 31002, result: { pass_err_count: 1 } }); // prettier-ignore
    for (let i = 2; i <= 4; i += 1) await t.post(UNLINK, wrong, account.token);
    expect(await t.post(UNLINK, wrong, account.token)).toMatchObject({ ret_code: 31030 });
    // The lock-out is the log-in's own: the right password is refused by both, for now.
    expect(await logIn(person.email)).toMatchObject({ ret_code: 31030 });
    const right = { provider: 'google', password: digestOf(PASSWORD) };
    expect(await t.post(UNLINK, right, account.token)).toMatchObject({ ret_code: 31030 });
    expect(await t.store.thirdPartyLinks.linksOf(account.id)).toHaveLength(1);
  });

  it('unlink with the right password removes the link; the provider then meets the existing account (48003)', async () => {
    const { person, account } = await linkedAccount();
    const right = { provider: 'google', password: digestOf(PASSWORD) };
    expect(await t.post(UNLINK, right, account.token)).toMatchObject({ ret_code: 0 });
    expect(await t.get(LINKS, account.token)).toMatchObject({ result: { links: [] } });
    expect(await t.post(UNLINK, right, account.token)).toMatchObject({ ret_code: 48008 });
    // Unlinked, the provider's sign-in is the e-mail's existing account again (48003).
    expect(await withGoogle(person)).toMatchObject({ ret_code: 48003 });
  });

  it('an account made by a provider has no password and cannot unlink its last link (48007)', async () => {
    const person = aPerson();
    const made = await withGoogle(person);
    expect(made).toMatchObject({ ret_code: 0, result: { use_thirdparty: 1 } });
    const token = String(made.token);
    const unlink = { provider: 'google', password: digestOf(PASSWORD) };
    expect(await t.post(UNLINK, unlink, token)).toMatchObject({ ret_code: 48007 });
    expect(await t.get(LINKS, token)).toMatchObject({
      result: { links: [{ provider: 'google' }] },
    });
  });

  it('listing and unlinking need a session (10005)', async () => {
    expect(await t.get(LINKS)).toMatchObject({ ret_code: 10005 });
    expect(await t.post(UNLINK, { provider: 'google', password: digestOf(PASSWORD) })).toMatchObject({ ret_code: 10005 }); // prettier-ignore
  });

  it.each([
    ['an unknown provider', { provider: 'myspace', password: digestOf(PASSWORD) }],
    ['no password', { provider: 'google' }],
  ])('unlink with %s is refused with 10004', async (_why, body) => {
    const { token } = await signUpByEmail(t, aPerson().email, PASSWORD);
    expect(await t.post(UNLINK, body, token)).toMatchObject({ ret_code: 10004 });
  });
});
