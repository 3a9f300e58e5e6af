/**
 * A change of credentials ends what a thief could have set up (docs/decisions/106), seen from
 * a partner app: Foyer listening on loopback as the OpenID provider, `openid-client` as the
 * partner holding a refresh token (offline_access), a cookie-keeping browser as the owner. After
 * each change the partner's next refresh is refused and its access token reads nothing.
 */
import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../admin/admin.js';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import {
  authorizationRequest,
  foyerBrowser,
  freeLoopbackPort,
  relyingParty,
  uidOf,
  type FoyerBrowser,
} from '../test-support/oauth-relying-party.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';
import { codeAt, enableTwoFactor, STEP_MS } from '../test-support/two-factor.js';

const REDIRECT_URI = 'https://tax-tool.example/callback';
const NEW_PASSWORD = 'N3w-Passw0rd';
const SUB_PASSWORD = 'Sub-pass9';

describe.each(databases)(
  'a change of credentials ends partner apps’ access on $name',
  (database) => {
    let fresh: FreshDatabase;
    let t: TestApp;
    let store: Store;
    let issuer: string;
    let rp: oidc.Configuration;
    let people = 0;
    const admin = (...argv: string[]) => runAdmin(argv, { store, clock: t.clock });
    const post = async (path: string, body: object, token?: string) =>
      json(await postJson(t.app, path, body, token ? { usertoken: token } : {}));

    beforeAll(async () => {
      fresh = await database.create();
      const port = await freeLoopbackPort();
      issuer = `http://127.0.0.1:${port}`;
      t = await buildTestApp(fresh, {
        PUBLIC_ORIGIN: issuer,
        RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
        RATE_LIMIT_SEND_CODE_PER_MINUTE: '10000',
        RATE_LIMIT_PER_MINUTE: '10000',
      });
      await t.app.listen({ port, host: '127.0.0.1' });
      store = await openStore(fresh);
      const made = await admin('oauth-client', 'create', '--name', 'Tax tool', '--redirect-uri', REDIRECT_URI); // prettier-ignore
      const clientId = /client_id: (\S+)/.exec(made.out)?.[1] ?? '';
      const secret = /client_secret: (\S+)/.exec(made.out)?.[1];
      rp = await relyingParty(issuer, clientId, secret);
    });
    afterAll(async () => {
      await store?.destroy();
      await (t?.app as FastifyInstance | undefined)?.close();
      await fresh?.dispose();
    });

    /** An owner logged in to Foyer in their browser; `token` is the browser's session. */
    async function owner() {
      const email = `partner-owner${(people += 1)}@example.com`;
      const account = await signUpByEmail(t, email);
      const browser = foyerBrowser(issuer);
      expect((await browser.login(email, digestOf(account.password))).ret_code).toBe(0);
      return { ...account, email, browser, token: browser.cookies.get('foyer_token') ?? '' };
    }

    /** The partner app's tokens, with offline access, for the browser's signed-in account. */
    async function partnerTokens(browser: FoyerBrowser) {
      const request = await authorizationRequest(rp, REDIRECT_URI);
      const { location } = await browser.go(request.url.href);
      const confirmed = await browser.confirmAuth(uidOf(location ?? ''), true);
      expect(confirmed.ret_code).toBe(0);
      const back = await browser.go(String(confirmed.result.redirect_url));
      const tokens = await oidc.authorizationCodeGrant(rp, new URL(back.location ?? ''), {
        pkceCodeVerifier: request.verifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
      });
      expect(tokens.refresh_token).toBeDefined();
      // The refresh token works before the change (and rotates): the newest one is kept.
      const refreshed = await oidc.refreshTokenGrant(rp, tokens.refresh_token ?? '');
      return { refreshToken: refreshed.refresh_token ?? '', accessToken: refreshed.access_token };
    }

    /** The partner's next refresh is refused, and its access token reads nothing. */
    async function expectAccessEnded(
      tokens: { refreshToken: string; accessToken: string },
      sub: string,
    ) {
      await expect(oidc.refreshTokenGrant(rp, tokens.refreshToken)).rejects.toMatchObject({
        error: 'invalid_grant',
      });
      await expect(oidc.fetchUserInfo(rp, tokens.accessToken, sub)).rejects.toBeDefined();
    }

    it('after the owner resets the password, the partner app’s refresh token is refused on its next refresh; another person’s still works', async () => {
      const person = await owner();
      const tokens = await partnerTokens(person.browser);
      const other = await owner();
      const othersTokens = await partnerTokens(other.browser);
      const sent = await post('/user/find-password/validation', { email: person.email });
      const reset = await post('/user/find/password', {
        email: person.email,
        emailverify: t.delivery.lastCodeTo(person.email),
        password: digestOf(NEW_PASSWORD),
        uuid: sent.result.uuid,
      });
      expect(reset.ret_code).toBe(0);
      await expectAccessEnded(tokens, person.id);
      expect(
        (await oidc.refreshTokenGrant(rp, othersTokens.refreshToken)).access_token,
      ).toBeTruthy();
    });

    it('after an operator’s require-password-reset, the partner app’s refresh token is refused', async () => {
      const person = await owner();
      const tokens = await partnerTokens(person.browser);
      expect((await admin('require-password-reset', person.email)).code).toBe(0);
      await expectAccessEnded(tokens, person.id);
    });

    it('after two-factor is turned on, the partner app’s refresh token is refused; the session that turned it on stays', async () => {
      const person = await owner();
      const tokens = await partnerTokens(person.browser);
      await enableTwoFactor(t, person.token, person.password);
      await expectAccessEnded(tokens, person.id);
      expect((await person.browser.grants()).ret_code).toBe(0);
    });

    it('after two-factor is turned off, the partner app’s refresh token is refused', async () => {
      const person = await owner();
      const secret = await enableTwoFactor(t, person.token, person.password);
      const tokens = await partnerTokens(person.browser);
      const off = await post(
        '/user/private/google2fa/disable',
        { password: digestOf(person.password), google2fa: codeAt(secret, t.clock.now()) },
        person.token,
      );
      expect(off.ret_code).toBe(0);
      t.clock.advance(STEP_MS);
      await expectAccessEnded(tokens, person.id);
    });

    it('after an operator’s reset-two-factor (a lost phone), the partner app’s refresh token is refused and the sessions end', async () => {
      const person = await owner();
      await enableTwoFactor(t, person.token, person.password);
      const tokens = await partnerTokens(person.browser);
      expect((await admin('reset-two-factor', person.email)).code).toBe(0);
      await expectAccessEnded(tokens, person.id);
      expect((await person.browser.grants()).ret_code).toBe(10005);
    });

    it('after a ban, the partner app’s refresh token stays refused once the ban is lifted', async () => {
      const person = await owner();
      const tokens = await partnerTokens(person.browser);
      expect((await admin('ban', person.email)).code).toBe(0);
      expect((await admin('unban', person.email)).code).toBe(0);
      await expectAccessEnded(tokens, person.id);
    });

    /** A sub-account of the person, logged in to Foyer in its own browser. */
    async function subAccountOf(person: Awaited<ReturnType<typeof owner>>) {
      const name = `partnersub${(people += 1)}`;
      const proof = { reauth: { password: digestOf(person.password) } };
      const created = await post(
        '/user/private/sub-account/create',
        { name, password: digestOf(SUB_PASSWORD), ...proof },
        person.token,
      );
      expect(created.ret_code).toBe(0);
      const browser = foyerBrowser(issuer);
      const loggedIn = await browser.request('/x-api/user/public/sub-account/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, password: digestOf(SUB_PASSWORD) }),
      });
      expect(((await loggedIn.json()) as { ret_code: number }).ret_code).toBe(0);
      return { id: String(created.result.id), browser, proof };
    }

    it('a deleted sub-account’s partner app is refused on its next refresh', async () => {
      const person = await owner();
      const sub = await subAccountOf(person);
      const tokens = await partnerTokens(sub.browser);
      const body = { id: sub.id, ...sub.proof };
      expect((await post('/user/private/sub-account/delete', body, person.token)).ret_code).toBe(0);
      await expectAccessEnded(tokens, sub.id);
    });

    it('a sub-account’s new password, set by its main account, ends its partner app’s access', async () => {
      const person = await owner();
      const sub = await subAccountOf(person);
      const tokens = await partnerTokens(sub.browser);
      const body = { id: sub.id, password: digestOf('Sub-pass10'), ...sub.proof };
      expect((await post('/user/private/sub-account/password', body, person.token)).ret_code).toBe(
        0,
      );
      await expectAccessEnded(tokens, sub.id);
    });

    it('a main account’s password reset ends its sub-account’s sessions and partner grants too', async () => {
      const person = await owner();
      const { id, browser: subBrowser } = await subAccountOf(person);
      const subTokens = await partnerTokens(subBrowser);
      const sent = await post('/user/find-password/validation', { email: person.email });
      await post('/user/find/password', {
        email: person.email,
        emailverify: t.delivery.lastCodeTo(person.email),
        password: digestOf(NEW_PASSWORD),
        uuid: sent.result.uuid,
      });
      await expectAccessEnded(subTokens, id);
      expect((await subBrowser.grants()).ret_code).toBe(10005);
    });
  },
);
