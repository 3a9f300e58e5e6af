/**
 * Linking a provider to the signed-in account with its popup's id token (docs/decisions/069),
 * once the person re-authenticated (decision 106), through HTTP on each engine: a real OpenID
 * provider on loopback issues the Turkish provider's tokens; the accounts are made by the
 * e-mail sign-up, as a person makes them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { reauthBy, signUpByEmail } from '../test-support/flows.js';
import { startOidcProvider, type TestOidcProvider } from '../test-support/oidc-provider.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import {
  ownBrowsers,
  popupBrowser,
  popupEnv,
  popupRedirectUris,
} from '../test-support/third-party-flows.js';
import { digestOf } from '../test-support/test-app.js';
import { NO_PASSWORD_VERIFIER } from '../shared/passwords.service.js';
import { issuerKeys } from './issuer-keys.js';

const THIRD_PARTY = '/user/public/login/thirdparty';
const LINK = '/user/private/thirdparty/link';
const LINKS = '/user/private/thirdparty/links';
let people = 0;
const aPerson = () => {
  const sub = `tr-link-${(people += 1)}-${Date.now()}`;
  return { sub, email: `${sub}@example.com`, email_verified: true };
};
let emails = 0;
const anEmail = () => `tr-linker-${(emails += 1)}-${Date.now()}@example.com`;

describe.each(databases)('linking a provider to the signed-in account on $name', (database) => {
  let idp: TestOidcProvider;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    idp = await startOidcProvider(undefined, { redirectUris: popupRedirectUris() });
    Object.assign(env, {
      ...popupEnv(idp),
      // Each test signs up its own accounts, and opens its popups, from one address.
      RATE_LIMIT_PER_MINUTE: '10000',
      RATE_LIMIT_SEND_CODE_PER_MINUTE: '10000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
    });
  });
  afterAll(async () => {
    await idp?.close();
  });
  const t = routeTestApp(database, env, { idTokenKeys: issuerKeys({}) });
  beforeEach(() => t.clock.set(Date.now()));

  /** Each popup in a browser of its own; each call from the browser whose popup got its token. */
  const browsers = ownBrowsers(t, () => idp);
  /** A token of the person from a popup of ours for `provider`, the whole round trip run. */
  const tokenOf = (person: { sub: string }, provider: 'tr' | 'google' = 'tr') =>
    browsers.token(person, provider);
  const link = (session: string, token: string, token_type = 'tr') =>
    browsers.post(LINK, { token_type, token, ...reauthBy() }, session);
  const linksOf = async (accountId: string) =>
    (await t.store.thirdPartyLinks.linksOf(accountId)).map((row) => row.provider);

  it('a signed-in person links the Turkish provider; it then logs them in to that account alone', async () => {
    const account = await signUpByEmail(t, anEmail());
    const person = aPerson();
    expect(await link(account.token, await tokenOf(person))).toEqual({
      ret_code: 0,
      ret_msg: expect.any(String),
      result: { provider: 'tr' },
    });
    expect(await t.get(LINKS, account.token)).toMatchObject({
      result: { links: [{ provider: 'tr', created_at: expect.any(Number) }] },
    });
    const token = await tokenOf(person);
    const alone = await browsers.post(THIRD_PARTY, { token_type: 'tr', token });
    expect(alone).toMatchObject({
      ret_code: 0,
      token: expect.any(String),
      result: { use_thirdparty: 2, id: account.id },
    });
  });

  it('a stolen session alone cannot link a provider: without the password 10004, with a wrong one 31002; nothing is linked and the token stays unspent', async () => {
    const account = await signUpByEmail(t, anEmail());
    const person = aPerson();
    const token = await tokenOf(person);
    expect(await t.post(LINK, { token_type: 'tr', token }, account.token)).toMatchObject({ ret_code: 10004 }); // prettier-ignore
    const wrong = { token_type: 'tr', token, reauth: { password: digestOf('Guessed-1') } };
    expect(await t.post(LINK, wrong, account.token)).toMatchObject({ ret_code: 31002 });
    expect(await linksOf(account.id)).toEqual([]);
    // The token was never spent: with the password, the same token links.
    expect((await link(account.token, token)).ret_code).toBe(0);
  });

  it('with the password the provider is linked and the owner is e-mailed: the provider, the time, and what to do if it was not them', async () => {
    const email = anEmail();
    const account = await signUpByEmail(t, email);
    expect((await link(account.token, await tokenOf(aPerson(), 'google'), 'google')).ret_code).toBe(0); // prettier-ignore
    const mail = t.delivery.sent.at(-1);
    expect(mail).toMatchObject({ channel: 'email', to: email, subject: expect.stringContaining('Google') }); // prettier-ignore
    const text = mail?.channel === 'email' ? mail.text : '';
    expect(text).toMatch(/\d{2}:\d{2} UTC/);
    expect(text).toContain('/en/app/user/retrieve');
    expect(text).toContain('Sign-in methods');
  });

  it('an account without a password links with the code e-mailed to it, and not without', async () => {
    const email = anEmail();
    const account = await signUpByEmail(t, email);
    await t.store.recovery.setPasswordHash(account.id, NO_PASSWORD_VERIFIER);
    const token = await tokenOf(aPerson());
    expect((await link(account.token, token)).ret_code).toBe(10004);
    expect((await t.post('/user/private/reauthentication/send-code', {}, account.token)).ret_code).toBe(0); // prettier-ignore
    const verify_code = t.delivery.lastCodeTo(email);
    const body = { token_type: 'tr', token, reauth: { verify_code } };
    expect(await browsers.post(LINK, body, account.token)).toMatchObject({ ret_code: 0 });
    expect(await linksOf(account.id)).toEqual(['tr']);
  });

  it('the token is spent by the link: sent again, or to the log-in, it is refused as replayed', async () => {
    const account = await signUpByEmail(t, anEmail());
    const token = await tokenOf(aPerson());
    expect(await link(account.token, token)).toMatchObject({ ret_code: 0 });
    expect(await link(account.token, token)).toMatchObject({ ret_code: 48001, result: { reason: 'replayed' } }); // prettier-ignore
    expect(await browsers.post(THIRD_PARTY, { token_type: 'tr', token })).toMatchObject({ ret_code: 48001, result: { reason: 'replayed' } }); // prettier-ignore
  });

  it('a token from no popup flow of ours, or from another provider’s flow, links nothing (nonceMismatch)', async () => {
    const account = await signUpByEmail(t, anEmail());
    const person = aPerson();
    const foreign = await idp.idToken({ ...person, nonce: 'a-nonce-we-never-made' });
    expect(await link(account.token, foreign)).toMatchObject({ ret_code: 48001, result: { reason: 'nonceMismatch' } }); // prettier-ignore
    const fromGoogleFlow = await tokenOf(person, 'google');
    expect(await link(account.token, fromGoogleFlow)).toMatchObject({ ret_code: 48001, result: { reason: 'nonceMismatch' } }); // prettier-ignore
    expect(await linksOf(account.id)).toEqual([]);
  });

  it("a token from another browser's popup links nothing to the signed-in account (48001); from the browser whose popup got it, it links", async () => {
    const account = await signUpByEmail(t, anEmail());
    const token = await tokenOf(aPerson());
    // The signed-in browser is another one: no popup of ours there, then one of its own.
    const signedIn = popupBrowser(t, idp);
    const refused = { ret_code: 48001, result: { reason: 'nonceMismatch' } };
    const body = { token_type: 'tr', token, ...reauthBy() };
    expect(await signedIn.post(LINK, body, account.token)).toMatchObject(refused);
    await signedIn.token(aPerson(), 'tr');
    expect(await signedIn.post(LINK, body, account.token)).toMatchObject(refused);
    expect(await linksOf(account.id)).toEqual([]);
    expect(await link(account.token, token)).toMatchObject({ ret_code: 0, result: { provider: 'tr' } }); // prettier-ignore
  });

  it('a person linked to another account is refused with 48010; the token stays unspent', async () => {
    const owner = await signUpByEmail(t, anEmail());
    const other = await signUpByEmail(t, anEmail());
    const person = aPerson();
    expect(await link(owner.token, await tokenOf(person))).toMatchObject({ ret_code: 0 });
    const token = await tokenOf(person);
    expect(await link(other.token, token)).toMatchObject({ ret_code: 48010 });
    expect(await linksOf(other.id)).toEqual([]);
    // Unspent: the same token still logs the person in to the account they are linked to.
    expect(await browsers.post(THIRD_PARTY, { token_type: 'tr', token })).toMatchObject({
      ret_code: 0,
      result: { use_thirdparty: 2, id: owner.id },
    });
  });

  it('an account already linked to that provider is refused with 48011, for the same person or another', async () => {
    const account = await signUpByEmail(t, anEmail());
    const person = aPerson();
    expect(await link(account.token, await tokenOf(person))).toMatchObject({ ret_code: 0 });
    expect(await link(account.token, await tokenOf(person))).toMatchObject({ ret_code: 48011 });
    expect(await link(account.token, await tokenOf(aPerson()))).toMatchObject({ ret_code: 48011 }); // prettier-ignore
    expect(await linksOf(account.id)).toEqual(['tr']);
    // Another provider is another link.
    expect(await link(account.token, await tokenOf(aPerson(), 'google'), 'google')).toMatchObject({ ret_code: 0, result: { provider: 'google' } }); // prettier-ignore
  });

  it('two links of two people to one account at once: one is made, the other answers 48011', async () => {
    const account = await signUpByEmail(t, anEmail());
    const [first, second] = [await tokenOf(aPerson()), await tokenOf(aPerson())];
    const answers = await Promise.all([link(account.token, first), link(account.token, second)]);
    expect(answers.map((a) => a.ret_code).sort()).toEqual([0, 48011]);
    expect(await linksOf(account.id)).toEqual(['tr']);
  });

  it('one person linked to two accounts at once: one is made, the other answers 48010 or replayed', async () => {
    const [a, b] = [await signUpByEmail(t, anEmail()), await signUpByEmail(t, anEmail())];
    const person = aPerson();
    const [ta, tb] = [await tokenOf(person), await tokenOf(person)];
    const answers = await Promise.all([link(a.token, ta), link(b.token, tb)]);
    expect(answers.filter((x) => x.ret_code === 0)).toHaveLength(1);
    expect(answers.find((x) => x.ret_code !== 0)).toMatchObject({ ret_code: 48010 });
    expect([...(await linksOf(a.id)), ...(await linksOf(b.id))]).toEqual(['tr']);
  });

  it('linking needs a session (10005), and makes neither a session nor an account', async () => {
    const person = aPerson();
    const token = await tokenOf(person);
    expect(await browsers.post(LINK, { token_type: 'tr', token })).toMatchObject({ ret_code: 10005 }); // prettier-ignore
    expect(await t.store.thirdPartyLinks.accountOf(idp.issuer, person.sub)).toBeUndefined();
  });

  it.each([
    ['an unknown provider', { token_type: 'facebook', token: 'x.y.z' }],
    ['Telegram, which has no id token', { token_type: 'telegram', token: '{}' }],
    ['no token', { token_type: 'tr' }],
    ['an empty token', { token_type: 'tr', token: '' }],
  ])('linking with %s is refused with 10004', async (_why, body) => {
    const { token } = await signUpByEmail(t, anEmail());
    expect(await t.post(LINK, body, token)).toMatchObject({ ret_code: 10004 });
  });

  it('a malformed token is refused with 48001, never a 500', async () => {
    const { token } = await signUpByEmail(t, anEmail());
    expect(await link(token, 'not-a-token')).toMatchObject({ ret_code: 48001, result: { reason: 'malformed' } }); // prettier-ignore
  });
});
