/**
 * Foyer as an OpenID provider (docs/decisions/076), end to end over real HTTP: the app
 * listening on a loopback port, `openid-client` as the partner app, a cookie-keeping browser
 * that logs in to Foyer and answers the OAuth view's calls. Clients are made with the admin
 * command line. Each test names the rule it checks (RFC 9700, OpenID Connect Core, ASVS V10).
 */
import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../admin/admin.js';
import { restrictAccount } from '../restrictions/restrictions.service.js';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail, signUpByMobile } from '../test-support/flows.js';
import {
  authorizationRequest,
  foyerBrowser,
  freeLoopbackPort,
  relyingParty,
  uidOf,
  type AuthorizationRequest,
  type FoyerBrowser,
} from '../test-support/oauth-relying-party.js';
import { buildTestApp, digestOf, type TestApp } from '../test-support/test-app.js';
import { KEY_CHECK_MS } from './oauth-provider-holder.js';

const REDIRECT_URI = 'https://tax-tool.example/callback';
const PUBLIC_REDIRECT_URI = 'http://127.0.0.1/wallet-callback';
const POST_LOGOUT_URI = 'https://tax-tool.example/signed-out';
const SECOND_MS = 1000;
/** Seconds since the epoch, as the id token's times are. */
const epochSeconds = (ms: number) => Math.floor(ms / SECOND_MS);

/** The client_id and secret lines the admin command prints. */
function createdClient(out: string): { clientId: string; secret?: string } {
  const clientId = /client_id: (\S+)/.exec(out)?.[1];
  if (!clientId) throw new Error(`no client_id in: ${out}`);
  const secret = /client_secret: (\S+)/.exec(out)?.[1];
  return { clientId, ...(secret ? { secret } : {}) };
}

describe.each(databases)('the OpenID provider on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let store: Store;
  let issuer: string;
  let confidential: { clientId: string; secret?: string };
  let publicClient: { clientId: string };
  let rp: oidc.Configuration;
  let people = 0;

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
    const admin = { store, clock: t.clock };
    const made = await runAdmin(
      [
        'oauth-client',
        'create',
        '--name',
        'Tax tool',
        '--redirect-uri',
        REDIRECT_URI,
        '--post-logout-redirect-uri',
        POST_LOGOUT_URI,
      ],
      admin,
    );
    expect(made.code).toBe(0);
    confidential = createdClient(made.out);
    const wallet = await runAdmin(
      ['oauth-client', 'create', '--name', 'Wallet', '--public'],
      admin,
    ).then(() =>
      runAdmin(
        [
          'oauth-client',
          'create',
          '--name',
          'Wallet',
          '--public',
          '--redirect-uri',
          PUBLIC_REDIRECT_URI,
        ],
        admin,
      ),
    );
    publicClient = createdClient(wallet.out);
    rp = await relyingParty(issuer, confidential.clientId, confidential.secret);
  });
  afterAll(async () => {
    await store?.destroy();
    await (t?.app as FastifyInstance | undefined)?.close();
    await fresh?.dispose();
  });

  /** A person with a Foyer account, logged in to Foyer in their browser (logIn: once more). */
  async function loggedIn() {
    const email = `oauth${(people += 1)}@example.com`;
    const account = await signUpByEmail(t, email);
    const browser = foyerBrowser(issuer);
    const logIn = (on = browser) => on.login(email, digestOf(account.password));
    expect((await logIn()).ret_code).toBe(0);
    expect(browser.cookies.has('foyer_token')).toBe(true);
    return { id: account.id, email, browser, logIn };
  }

  /** The browser at the partner app's authorization request: sent on to the OAuth view. */
  async function toTheView(browser: FoyerBrowser, request: AuthorizationRequest) {
    const { location } = await browser.go(request.url.href);
    expect(location).toBeDefined();
    return uidOf(location ?? '');
  }

  /** Authorizes the view's request `uid` and exchanges the code the partner app gets back. */
  async function exchanged(browser: FoyerBrowser, request: AuthorizationRequest, uid: string) {
    const confirmed = await browser.confirmAuth(uid, true);
    expect(confirmed.ret_code).toBe(0);
    const back = await browser.go(String(confirmed.result.redirect_url));
    return oidc.authorizationCodeGrant(rp, new URL(back.location ?? ''), {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
    });
  }

  /** Authorizes in the view and follows the provider back: the partner app's callback URL. */
  async function authorized(browser: FoyerBrowser, request: AuthorizationRequest) {
    const uid = await toTheView(browser, request);
    const confirmed = await browser.confirmAuth(uid, true);
    expect(confirmed.ret_code).toBe(0);
    const back = await browser.go(String(confirmed.result.redirect_url));
    expect(back.location).toBeDefined();
    return new URL(back.location ?? '');
  }

  async function tokensFor(
    browser: FoyerBrowser,
    config = rp,
    redirectUri = REDIRECT_URI,
    scope?: string,
  ) {
    const request = await authorizationRequest(config, redirectUri, scope);
    const callback = await authorized(browser, request);
    return oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
  }

  it('discovery: the issuer is PUBLIC_ORIGIN; only the code flow, PKCE S256 only', async () => {
    const server = rp.serverMetadata();
    expect(server.issuer).toBe(issuer);
    expect(server.authorization_endpoint).toBe(`${issuer}/oauth2/auth`);
    expect(server.response_types_supported).toEqual(['code']);
    expect(server.code_challenge_methods_supported).toEqual(['S256']);
    expect(server.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token']),
    );
    expect(server.grant_types_supported).not.toContain('implicit');
    expect(server.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'email', 'phone', 'profile', 'offline_access']),
    );
    expect(server.revocation_endpoint).toBe(`${issuer}/oauth2/token/revocation`);
    expect(server.end_session_endpoint).toBe(`${issuer}/oauth2/session/end`);
  });

  it('the OAuth view shows the client and the scopes asked, from the provider’s record', async () => {
    const person = await loggedIn();
    const request = await authorizationRequest(rp, REDIRECT_URI, 'openid email phone');
    const uid = await toTheView(person.browser, request);
    const asked = await person.browser.preAuthorize(uid);
    expect(asked).toMatchObject({
      ret_code: 0,
      result: {
        client_id: confidential.clientId,
        client_name: 'Tax tool',
        logo_uri: null,
        scopes: ['openid', 'email', 'phone'],
        consent_remembered: false,
      },
    });
  });

  it('authorization code + PKCE: the id token is verified (iss, aud, nonce) and is the account’s', async () => {
    const person = await loggedIn();
    const tokens = await tokensFor(person.browser);
    const claims = tokens.claims();
    expect(claims).toMatchObject({
      iss: issuer,
      aud: confidential.clientId,
      sub: person.id,
      email: person.email,
      email_verified: true,
    });
    const info = await oidc.fetchUserInfo(rp, tokens.access_token, person.id);
    expect(info).toMatchObject({ sub: person.id, email: person.email, email_verified: true });
    expect(info.phone_number).toBeUndefined();
    expect(tokens.refresh_token).toBeDefined();
  });

  it('state is echoed to the partner app, with the issuer (RFC 9207)', async () => {
    const person = await loggedIn();
    const request = await authorizationRequest(rp, REDIRECT_URI);
    const callback = await authorized(person.browser, request);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe(request.state);
    expect(callback.searchParams.get('iss')).toBe(issuer);
  });

  it('a public client (no secret) completes the flow with PKCE alone', async () => {
    const person = await loggedIn();
    const wallet = await relyingParty(issuer, publicClient.clientId);
    const tokens = await tokensFor(person.browser, wallet, PUBLIC_REDIRECT_URI);
    expect(tokens.claims()?.sub).toBe(person.id);
  });

  it('refresh tokens rotate: the old one is refused after use, and its reuse revokes the family', async () => {
    const person = await loggedIn();
    const first = await tokensFor(person.browser);
    const second = await oidc.refreshTokenGrant(rp, first.refresh_token ?? '');
    expect(second.refresh_token).toBeDefined();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    await expect(oidc.refreshTokenGrant(rp, first.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // The reuse revoked the grant: the newest refresh token and access token are dead too.
    await expect(oidc.refreshTokenGrant(rp, second.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(oidc.fetchUserInfo(rp, second.access_token, person.id)).rejects.toBeDefined();
  });

  it('revocation: a revoked access token reads no userinfo; a revoked refresh token refreshes nothing', async () => {
    const person = await loggedIn();
    const tokens = await tokensFor(person.browser);
    await oidc.tokenRevocation(rp, tokens.access_token);
    await expect(oidc.fetchUserInfo(rp, tokens.access_token, person.id)).rejects.toBeDefined();
    await oidc.tokenRevocation(rp, tokens.refresh_token ?? '');
    await expect(oidc.refreshTokenGrant(rp, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('revocation: an app revokes only the tokens issued to it; another app’s attempt ends nothing', async () => {
    const person = await loggedIn();
    const tokens = await tokensFor(person.browser);
    const wallet = await relyingParty(issuer, publicClient.clientId);
    // RFC 7009: the answer does not tell the other app whether the token exists.
    await oidc.tokenRevocation(wallet, tokens.access_token);
    await oidc.tokenRevocation(wallet, tokens.refresh_token ?? '');
    const read = await oidc.fetchUserInfo(rp, tokens.access_token, person.id);
    expect(read.email).toBe(person.email);
    expect(
      (await oidc.refreshTokenGrant(rp, tokens.refresh_token ?? '')).access_token,
    ).toBeTruthy();
  });

  it('a code is single use: a replayed code is refused and the tokens it gave are revoked', async () => {
    const person = await loggedIn();
    const request = await authorizationRequest(rp, REDIRECT_URI);
    const callback = await authorized(person.browser, request);
    const checks = {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
    };
    const tokens = await oidc.authorizationCodeGrant(rp, callback, checks);
    await expect(oidc.authorizationCodeGrant(rp, callback, checks)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(oidc.fetchUserInfo(rp, tokens.access_token, person.id)).rejects.toBeDefined();
  });

  it('a PKCE mismatch is refused: the code needs the verifier of its challenge', async () => {
    const person = await loggedIn();
    const request = await authorizationRequest(rp, REDIRECT_URI);
    const callback = await authorized(person.browser, request);
    await expect(
      oidc.authorizationCodeGrant(rp, callback, {
        pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
        expectedState: request.state,
        expectedNonce: request.nonce,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('PKCE is required: a request without code_challenge is refused', async () => {
    const person = await loggedIn();
    const url = oidc.buildAuthorizationUrl(rp, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid',
      state: 'no-pkce',
    });
    const { location } = await person.browser.go(url.href);
    const back = new URL(location ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it.each([
    ['an unknown client_id', (url: URL) => url.searchParams.set('client_id', 'not-a-client')],
    [
      'an unregistered redirect_uri',
      (url: URL) => url.searchParams.set('redirect_uri', 'https://tax-tool.example/callback/x'),
    ],
  ])('%s is shown an error page on our origin, never redirected', async (_case, spoil) => {
    const person = await loggedIn();
    const request = await authorizationRequest(rp, REDIRECT_URI);
    spoil(request.url);
    const { location, response } = await person.browser.go(request.url.href);
    expect(location).toBeUndefined();
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('“Cancel” sends access_denied to the partner app, with its state', async () => {
    const person = await loggedIn();
    const request = await authorizationRequest(rp, REDIRECT_URI);
    const uid = await toTheView(person.browser, request);
    const refused = await person.browser.confirmAuth(uid, false);
    expect(refused.ret_code).toBe(0);
    const { location } = await person.browser.go(String(refused.result.redirect_url));
    const back = new URL(location ?? '');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(request.state);
  });

  it('an answered or unknown interaction is refused with 48020', async () => {
    const person = await loggedIn();
    const request = await authorizationRequest(rp, REDIRECT_URI);
    const uid = await toTheView(person.browser, request);
    expect((await person.browser.confirmAuth(uid, true)).ret_code).toBe(0);
    expect((await person.browser.confirmAuth(uid, true)).ret_code).toBe(48020);
    expect((await person.browser.preAuthorize('no-such-interaction')).ret_code).toBe(48020);
  });

  it('the view’s calls need a Foyer session (10005 without one)', async () => {
    const person = await loggedIn();
    const request = await authorizationRequest(rp, REDIRECT_URI);
    const uid = await toTheView(person.browser, request);
    const stranger = foyerBrowser(issuer);
    expect((await stranger.preAuthorize(uid)).ret_code).toBe(10005);
    expect((await stranger.confirmAuth(uid, true)).ret_code).toBe(10005);
  });

  it('a banned account cannot authorise, and its refresh tokens stop working', async () => {
    const person = await loggedIn();
    const tokens = await tokensFor(person.browser);
    const request = await authorizationRequest(rp, REDIRECT_URI);
    const uid = await toTheView(person.browser, request);
    await restrictAccount({ store, clock: t.clock }, person.id, {
      state: 'banned',
      kind: 'operator',
      note: null,
    });
    // The ban ended the session: the view's calls are refused by the session gate.
    expect((await person.browser.confirmAuth(uid, true)).ret_code).not.toBe(0);
    await expect(oidc.refreshTokenGrant(rp, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('logging out of Foyer sends the next authorization back to the view', async () => {
    const person = await loggedIn();
    await tokensFor(person.browser);
    // Logged in, and consent given: the partner app gets its code without the view.
    const silent = await authorizationRequest(rp, REDIRECT_URI, 'openid email', false);
    const straight = new URL((await person.browser.go(silent.url.href)).location ?? '');
    expect(`${straight.origin}${straight.pathname}`).toBe(REDIRECT_URI);
    expect(straight.searchParams.get('code')).not.toBeNull();
    // Logged out of Foyer (the session cookie gone): the view again, to log in.
    person.browser.cookies.delete('foyer_token');
    const again = await authorizationRequest(rp, REDIRECT_URI, 'openid email', false);
    const { location } = await person.browser.go(again.url.href);
    expect(uidOf(location ?? '')).not.toBe('');
  });

  it('a consent already given is remembered for that client and scope', async () => {
    const person = await loggedIn();
    await tokensFor(person.browser);
    // Logged out of Foyer: the view, to log in; once logged in, nothing more to ask.
    person.browser.cookies.delete('foyer_token');
    const again = await authorizationRequest(rp, REDIRECT_URI, 'openid email', false);
    const uid = await toTheView(person.browser, again);
    expect((await person.logIn()).ret_code).toBe(0);
    const asked = await person.browser.preAuthorize(uid);
    expect(asked.result.consent_remembered).toBe(true);
  });

  it('a consent is the account’s: remembered in another browser, with no provider session, and forgotten once revoked', async () => {
    const person = await loggedIn();
    await tokensFor(person.browser);
    const other = foyerBrowser(issuer);
    expect((await person.logIn(other)).ret_code).toBe(0);
    const request = await authorizationRequest(rp, REDIRECT_URI, 'openid email', false);
    const uid = await toTheView(other, request);
    expect((await other.preAuthorize(uid)).result.consent_remembered).toBe(true);
    // Yes on it adds to that grant: the security page still lists the app once.
    expect((await other.confirmAuth(uid, true)).ret_code).toBe(0);
    expect((await other.grants()).result.apps).toHaveLength(1);
    // Revoked on the security page: the next authorization asks again, in any browser.
    expect((await other.revoke(confidential.clientId)).ret_code).toBe(0);
    const third = foyerBrowser(issuer);
    expect((await person.logIn(third)).ret_code).toBe(0);
    const after = await toTheView(
      third,
      await authorizationRequest(rp, REDIRECT_URI, 'openid email', false),
    );
    expect((await third.preAuthorize(after)).result.consent_remembered).toBe(false);
  });

  it('prompt=consent is asked again although consent was given; so is a scope not granted yet', async () => {
    const person = await loggedIn();
    await tokensFor(person.browser, rp, REDIRECT_URI, 'openid email');
    const requests = [
      authorizationRequest(rp, REDIRECT_URI, 'openid email'),
      authorizationRequest(rp, REDIRECT_URI, 'openid email offline_access'),
      authorizationRequest(rp, REDIRECT_URI, 'openid email phone', false),
    ];
    for (const request of await Promise.all(requests)) {
      const uid = await toTheView(person.browser, request);
      expect((await person.browser.preAuthorize(uid)).result.consent_remembered).toBe(false);
    }
  });

  it('the view’s address names the client; its pages may be framed by that client’s origin only', async () => {
    const person = await loggedIn();
    const request = await authorizationRequest(rp, REDIRECT_URI);
    const { location } = await person.browser.go(request.url.href);
    const view = new URL(location ?? '', issuer);
    expect(view.searchParams.get('client_id')).toBe(confidential.clientId);
    const framed = await fetch(new URL(`${view.pathname}${view.search}`, issuer));
    const csp = framed.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/tax-tool\.example(;|$)/);
    expect(framed.headers.get('x-frame-options')).toBeNull();
    // The consent step at the site's address, where the view goes after pre-authorize (091).
    const atSite = await fetch(`${issuer}/en/bybit/oauth-authorized${view.search}`);
    expect(atSite.headers.get('content-security-policy')).toMatch(
      /frame-ancestors 'self' https:\/\/tax-tool\.example(;|$)/,
    );
    // Another client names another origin; no client or an unknown one: only our own.
    const wallet = await fetch(`${issuer}/en/oauth-login?client_id=${publicClient.clientId}`);
    expect(wallet.headers.get('content-security-policy')).toMatch(
      /frame-ancestors 'self' http:\/\/127\.0\.0\.1(;|$)/,
    );
    for (const page of [
      '/en/oauth?client_id=nobody',
      '/en/oauth',
      `/en/login?client_id=${confidential.clientId}`,
    ]) {
      const answer = await fetch(`${issuer}${page}`);
      expect(answer.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'(;|$)/);
    }
  });

  it('granted apps are listed for their account only; Revoke ends the grant, its refresh token and its access token', async () => {
    const person = await loggedIn();
    const tokens = await tokensFor(person.browser);
    const listed = await person.browser.grants();
    expect(listed.ret_code).toBe(0);
    expect(listed.result.apps).toEqual([
      expect.objectContaining({
        client_id: confidential.clientId,
        client_name: 'Tax tool',
        scopes: expect.arrayContaining(['openid', 'email', 'offline_access']),
      }),
    ]);
    const other = await loggedIn();
    expect((await other.browser.grants()).result.apps).toEqual([]);
    // Another account cannot revoke it: nothing of theirs to end.
    expect((await other.browser.revoke(confidential.clientId)).ret_code).toBe(0);
    expect((await oidc.fetchUserInfo(rp, tokens.access_token, person.id)).sub).toBe(person.id);

    expect((await person.browser.revoke(confidential.clientId)).ret_code).toBe(0);
    expect((await person.browser.grants()).result.apps).toEqual([]);
    await expect(oidc.refreshTokenGrant(rp, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(oidc.fetchUserInfo(rp, tokens.access_token, person.id)).rejects.toThrow();
    // The next authorization asks for consent again.
    const again = await authorizationRequest(rp, REDIRECT_URI, 'openid email', false);
    const uid = await toTheView(person.browser, again);
    expect((await person.browser.preAuthorize(uid)).result.consent_remembered).toBe(false);
  });

  it('the granted apps calls need a session and refuse a bad client id with the envelope', async () => {
    const stranger = foyerBrowser(issuer);
    expect((await stranger.grants()).ret_code).toBe(10005);
    expect((await stranger.revoke('x')).ret_code).toBe(10005);
    const person = await loggedIn();
    const bad = await person.browser.revoke('');
    expect(bad.ret_code).not.toBe(0);
    expect(bad.ret_code).toBeGreaterThan(0);
  });

  /** The form of a provider page: where it posts and its `xsrf`. */
  function formOf(page: string) {
    const action = /<form[^>]* action="([^"]+)"/.exec(page)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    if (!action || !xsrf) throw new Error(`no log-out form in: ${page}`);
    return { action, xsrf };
  }

  it('prompt=login requires a fresh log-in; auth_time is then that log-in’s time', async () => {
    const person = await loggedIn();
    await tokensFor(person.browser);
    t.clock.advance(SECOND_MS);
    const request = await authorizationRequest(rp, REDIRECT_URI, 'openid email', false, {
      prompt: 'login',
    });
    const uid = await toTheView(person.browser, request);
    // The session predates the request: the view is sent to log in (10005); Authorize is refused.
    expect((await person.browser.preAuthorize(uid)).ret_code).toBe(10005);
    expect((await person.browser.confirmAuth(uid, true)).ret_code).toBe(10005);
    const loggedInAt = t.clock.now();
    expect((await person.logIn()).ret_code).toBe(0);
    expect((await person.browser.preAuthorize(uid)).ret_code).toBe(0);
    const tokens = await exchanged(person.browser, request, uid);
    expect(tokens.claims()?.auth_time).toBe(epochSeconds(loggedInAt));
  });

  it('max_age=0 wants a log-in newer than the session; auth_time is the log-in’s time, not the answer’s', async () => {
    const person = await loggedIn();
    // The session is ten minutes old when the partner asks.
    t.clock.advance(10 * 60 * SECOND_MS);
    const request = await authorizationRequest(rp, REDIRECT_URI, 'openid email', true, {
      max_age: '0',
    });
    const uid = await toTheView(person.browser, request);
    expect((await person.browser.preAuthorize(uid)).ret_code).toBe(10005);
    expect((await person.browser.confirmAuth(uid, true)).ret_code).toBe(10005);
    const loggedInAt = t.clock.now();
    expect((await person.logIn()).ret_code).toBe(0);
    // Answered a while after the log-in: auth_time stays the log-in's.
    t.clock.advance(5 * SECOND_MS);
    const tokens = await exchanged(person.browser, request, uid);
    expect(tokens.claims()?.auth_time).toBe(epochSeconds(loggedInAt));
  });

  it('phone_number when granted: scope phone gives the account’s mobile to userinfo and the id token', async () => {
    const account = await signUpByMobile(t, '44', '7911123456');
    const browser = foyerBrowser(issuer);
    browser.cookies.set('foyer_token', account.token);
    const tokens = await tokensFor(browser, rp, REDIRECT_URI, 'openid phone');
    const phone = { sub: account.id, phone_number: '+447911123456', phone_number_verified: true };
    expect(tokens.claims()).toMatchObject(phone);
    expect(await oidc.fetchUserInfo(rp, tokens.access_token, account.id)).toMatchObject(phone);
  });

  it('a code is short-lived: a minute and a second after it was issued, its exchange is refused (ASVS 10.4.3)', async () => {
    const person = await loggedIn();
    const request = await authorizationRequest(rp, REDIRECT_URI);
    const callback = await authorized(person.browser, request);
    t.clock.advance(61 * SECOND_MS);
    await expect(
      oidc.authorizationCodeGrant(rp, callback, {
        pkceCodeVerifier: request.verifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('a locked account cannot authorise: its log-in in the flow is refused (31030), and Authorize with it', async () => {
    const person = await loggedIn();
    t.clock.advance(SECOND_MS);
    const request = await authorizationRequest(rp, REDIRECT_URI, 'openid email', false, {
      prompt: 'login',
    });
    const uid = await toTheView(person.browser, request);
    // Five wrong passwords lock the account's password log-in (decision 005).
    const wrong = digestOf('not the password');
    const tries = [];
    for (let i = 0; i < 5; i += 1)
      tries.push((await person.browser.login(person.email, wrong)).ret_code);
    expect(tries.at(-1)).toBe(31030);
    expect((await person.logIn()).ret_code).toBe(31030);
    expect((await person.browser.preAuthorize(uid)).ret_code).toBe(10005);
    expect((await person.browser.confirmAuth(uid, true)).ret_code).toBe(10005);
    // Another browser, with no session: the view's log-in is refused alike.
    const visitor = foyerBrowser(issuer);
    const visit = await toTheView(visitor, await authorizationRequest(rp, REDIRECT_URI));
    expect((await person.logIn(visitor)).ret_code).toBe(31030);
    expect((await visitor.confirmAuth(visit, true)).ret_code).toBe(10005);
  });

  it('RP-initiated log-out: confirmed on our page, it ends the provider session and the Foyer sign-in, and lands on the partner’s address with state', async () => {
    const person = await loggedIn();
    const tokens = await tokensFor(person.browser);
    const foyerToken = person.browser.cookies.get('foyer_token') ?? '';
    const url = oidc.buildEndSessionUrl(rp, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: POST_LOGOUT_URI,
      state: 'see-you',
      ui_locales: 'de-DE',
    });
    const { response } = await person.browser.go(url.href);
    expect(response.status).toBe(200);
    const page = await response.text();
    // Ours, in the person's language and naming the app; not the library's English page.
    expect(page).toContain('<html lang="de-DE" dir="ltr">');
    expect(page).toContain('<h1>Von Foyer abmelden?</h1>');
    expect(page).toContain('<bdi>Tax tool</bdi> möchte dich abmelden.');
    expect(response.headers.get('content-security-policy')).toContain(
      "form-action 'self' https://tax-tool.example;",
    );
    const form = formOf(page);
    const answered = await person.browser.post(form.action, { xsrf: form.xsrf, logout: 'yes' });
    expect(answered.status).toBe(303);
    const back = new URL(answered.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(POST_LOGOUT_URI);
    expect(back.searchParams.get('state')).toBe('see-you');
    // The Foyer sign-in ended: its cookie cleared, and the session refused wherever it is shown.
    expect(person.browser.cookies.has('foyer_token')).toBe(false);
    const sameToken = foyerBrowser(issuer);
    sameToken.cookies.set('foyer_token', foyerToken);
    expect((await sameToken.grants()).ret_code).toBe(10005);
    // The provider's session ended: logged in to Foyer again, the next request goes to the view.
    expect(person.browser.cookies.has('_session')).toBe(false);
    expect((await person.logIn()).ret_code).toBe(0);
    const again = await authorizationRequest(rp, REDIRECT_URI, 'openid email', false);
    expect(uidOf((await person.browser.go(again.url.href)).location ?? '')).not.toBe('');
  });

  it('a log-out the person did not confirm ends nothing of Foyer’s: “No, stay signed in”, or a browser with no provider session', async () => {
    const person = await loggedIn();
    const tokens = await tokensFor(person.browser);
    const url = oidc.buildEndSessionUrl(rp, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: POST_LOGOUT_URI,
    });
    const page = await (await person.browser.go(url.href)).response.text();
    const form = formOf(page);
    const stayed = await person.browser.post(form.action, { xsrf: form.xsrf });
    expect(stayed.headers.get('location')).toBe(POST_LOGOUT_URI);
    expect((await person.browser.grants()).ret_code).toBe(0);
    // The same Foyer session in a browser with no provider session: the library confirms the
    // log-out by itself, without asking; the Foyer session stays.
    const other = foyerBrowser(issuer);
    other.cookies.set('foyer_token', person.browser.cookies.get('foyer_token') ?? '');
    const unasked = formOf(await (await other.go(url.href)).response.text());
    expect((await other.post(unasked.action, { xsrf: unasked.xsrf, logout: 'yes' })).status).toBe(
      303,
    );
    expect((await other.grants()).ret_code).toBe(0);
    expect((await person.browser.grants()).ret_code).toBe(0);
  });

  /** The kids the provider publishes, and the kid that signed a fresh id token. */
  async function keysSeen(person: { browser: FoyerBrowser }) {
    const jwks = (await (await fetch(`${issuer}/oauth2/jwks`)).json()) as {
      keys: { kid: string }[];
    };
    const tokens = await tokensFor(person.browser);
    const header = JSON.parse(
      Buffer.from(tokens.id_token?.split('.')[0] ?? '', 'base64url').toString(),
    ) as { kid: string; alg: string };
    return { published: jwks.keys.map((key) => key.kid), signedBy: header.kid, alg: header.alg };
  }

  // Last: it moves the clock an hour on.
  it('oauth-keys rotate: the new key signs on the running server; the old stays published until its time', async () => {
    const person = await loggedIn();
    const before = await keysSeen(person);
    expect(before.published).toEqual([before.signedBy]);
    expect(before.alg).toBe('RS256');
    const rotated = await runAdmin(['oauth-keys', 'rotate', '--keep-hours', '1'], {
      store,
      clock: t.clock,
    });
    expect(rotated.code).toBe(0);
    t.clock.advance(KEY_CHECK_MS);
    const after = await keysSeen(person);
    expect(after.signedBy).not.toBe(before.signedBy);
    expect(after.published).toEqual([after.signedBy, before.signedBy]);
    t.clock.advance(60 * 60 * 1000);
    const later = await keysSeen(person);
    expect(later.published).toEqual([after.signedBy]);
  });
});
