/**
 * The server's popup sign-in (docs/decisions/061), the whole round trip against a real OpenID
 * provider on loopback (test-support/oidc-provider.ts): the authorize page, the provider's
 * log-in and consent played with plain HTTP requests, the callback page's message, and the
 * log-in call that accepts its token. PUBLIC_ORIGIN and SITE_ORIGINS are loopback names the
 * requests carry as their Host; nothing listens on them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { databases } from '../test-support/databases.js';
import {
  FOYER_CLIENT_ID,
  startOidcProvider,
  type IdTokenClaims,
  type TestOidcProvider,
} from '../test-support/oidc-provider.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import {
  callbackPageData,
  popupBrowser,
  type PopupBrowser,
} from '../test-support/third-party-flows.js';
import { reauthBy, signUpByEmail } from '../test-support/flows.js';
import { json } from '../test-support/test-app.js';
import { codeAt, enableTwoFactor } from '../test-support/two-factor.js';
import { messageTexts } from '../messages/catalog.js';
import { CALLBACK_SCRIPT } from './callback-page.js';
import { issuerKeys } from './issuer-keys.js';

const PUBLIC = 'http://foyer.localhost';
const SITE = 'http://tr.foyer.localhost';
const PUBLIC_HOST = 'foyer.localhost';
const SECRET = `${FOYER_CLIENT_ID}-secret-of-at-least-32-characters`;

let people = 0;
const aPerson = (): IdTokenClaims => {
  const sub = `popup-${(people += 1)}-${Date.now()}`;
  return { sub, email: `${sub}@example.com`, email_verified: true };
};

describe.each(databases)('the popup sign-in round trip on $name', (database) => {
  let idp: TestOidcProvider;
  const logs: string[] = [];
  const env: Record<string, string> = {};
  beforeAll(async () => {
    idp = await startOidcProvider(undefined, {
      redirectUris: ['google', 'tr'].map((p) => `${PUBLIC}/thirdparty/callback/${p}`),
    });
    Object.assign(env, {
      PUBLIC_ORIGIN: PUBLIC,
      SITE_ORIGINS: SITE,
      LOG_LEVEL: 'trace',
      GOOGLE_ISSUER: idp.issuer,
      GOOGLE_CLIENT_ID: FOYER_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: SECRET,
      TR_ISSUER: idp.issuer,
      TR_CLIENT_ID: FOYER_CLIENT_ID,
      TR_CLIENT_SECRET: SECRET,
      TR_PROVIDER_NAME: 'e-Devlet',
      // Every test opens popups and signs in from one address.
      RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
      RATE_LIMIT_PER_MINUTE: '10000',
    });
  });
  afterAll(async () => {
    await idp?.close();
  });
  const t = routeTestApp(database, env, {
    idTokenKeys: issuerKeys({}),
    logStream: { write: (line) => logs.push(line) },
  });

  /** GET the authorize page as a popup on `host` would. */
  const authorize = (provider: string, host = PUBLIC_HOST, query = '') =>
    t.app.inject({ url: `/x-api/thirdparty/authorize/${provider}${query}`, headers: { host } });

  /**
   * The popup's first page, in a browser of its own (`browser`, whose widget is on `host`): the
   * provider's authorization URL and the cookies it was given.
   */
  async function started(provider = 'google', host = PUBLIC_HOST, query = '') {
    const browser = popupBrowser(t, idp, { host });
    const { response, location, nonce, state } = await browser.start(provider, query);
    expect(response.statusCode).toBe(302);
    const cookie = String(response.headers['set-cookie']);
    return { browser, location, nonce, state, setCookie: cookie, cookie: cookie.split(';')[0]! };
  }

  /** The browser back at our callback (a URL from the provider), with the flow's cookie. */
  async function callback(url: string, cookie?: string, form?: Record<string, string>) {
    const { pathname, search } = new URL(url);
    const response = await t.app.inject({
      method: form ? 'POST' : 'GET',
      url: `${pathname}${search}`,
      headers: {
        host: PUBLIC_HOST,
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    return { response, data: callbackPageData(response.body) };
  }

  /** The whole round trip of `person` through `provider` in `browser`: the page's data. */
  async function roundTrip(person: IdTokenClaims, provider = 'google', browser?: PopupBrowser) {
    const inBrowser = browser ?? popupBrowser(t, idp);
    const flow = await inBrowser.start(provider);
    const back = await idp.signIn(flow.location, person);
    return { browser: inBrowser, ...(await inBrowser.callback(back)).data };
  }

  /** The widget's sign-in call from `browser` (its cookies on its host), or from none. */
  const logIn = (token_type: string, token: string, browser?: PopupBrowser, more: object = {}) =>
    browser
      ? browser.post('/user/public/login/thirdparty', { token_type, token, ...more })
      : t.post('/user/public/login/thirdparty', { token_type, token, ...more });

  it('the round trip posts a token to the opener that /login/thirdparty accepts: a new account, use_thirdparty 1', async () => {
    const person = aPerson();
    const flow = await started('google');
    const asked = new URL(flow.location);
    expect(`${asked.origin}${asked.pathname}`).toBe(`${idp.issuer}/auth`);
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: FOYER_CLIENT_ID,
      redirect_uri: `${PUBLIC}/thirdparty/callback/google`,
      scope: 'openid email',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(flow.setCookie).toMatch(/^foyer_tp_flow=[\w-]{43};.*Path=\/thirdparty\/callback/);
    expect(flow.setCookie).toMatch(/HttpOnly/);
    expect(flow.setCookie).toMatch(/SameSite=Lax/);
    // The widget is on this host: its binding for the sign-in call is set here too (107).
    expect(flow.setCookie).toMatch(
      /foyer_tp_binding=[\w-]{43}; Max-Age=600; Path=\/x-api; HttpOnly; SameSite=Lax/,
    );

    const back = await idp.signIn(flow.location, person);
    const { response, data } = await flow.browser.callback(back);
    expect(data).toEqual({
      origin: PUBLIC,
      message: {
        source: 'foyer:thirdparty',
        provider: 'google',
        success: true,
        quick_token: expect.any(String),
      },
    });
    const token = data.message!.quick_token!;
    // Never in a URL, a Referer or a log line; the page runs only its own script.
    expect(back.url).not.toContain(token);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    const hash = createHash('sha256').update(CALLBACK_SCRIPT).digest('base64');
    expect(response.headers['content-security-policy']).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(response.body).toContain(`<script>${CALLBACK_SCRIPT}</script>`);

    const signedIn = await logIn('google', token, flow.browser);
    expect(signedIn).toMatchObject({ ret_code: 0, result: { use_thirdparty: 1 } });
    expect(logs.join('\n')).not.toContain(token);
    // The token and its flow are spent: the same message does not sign in twice.
    expect(await logIn('google', token, flow.browser)).toMatchObject({
      ret_code: 48001,
      result: { reason: 'replayed' },
    });
  });

  it('the PKCE challenge is the S256 of a verifier the token endpoint then checks', async () => {
    const flow = await started('google');
    const asked = new URL(flow.location);
    // A challenge replaced on the way: the provider refuses the verifier, the page says failed.
    asked.searchParams.set('code_challenge', createHash('sha256').update('x').digest('base64url'));
    const back = await idp.signIn(asked.href, aPerson());
    const { data } = await callback(back.url, flow.cookie);
    expect(data.message).toMatchObject({ success: false, reason: 'failed' });
  });

  it('a callback with a wrong state, a replayed state or without the browser cookie posts nothing', async () => {
    const flow = await started('google');
    const back = await idp.signIn(flow.location, aPerson());
    const wrong = new URL(back.url);
    wrong.searchParams.set('state', 'not-the-state');
    expect((await callback(wrong.href, flow.cookie)).data).toEqual({});
    expect((await callback(back.url)).data).toEqual({});
    expect((await callback(back.url, 'foyer_tp_flow=another-browser')).data).toEqual({});
    // None of those spent the state: the right browser still finishes, once.
    expect((await callback(back.url, flow.cookie)).data.message).toMatchObject({ success: true });
    expect((await callback(back.url, flow.cookie)).data).toEqual({});
  });

  it('a callback more than 10 minutes after the start posts nothing', async () => {
    const flow = await started('google');
    const back = await idp.signIn(flow.location, aPerson());
    t.clock.advance(10 * 60_000);
    try {
      expect((await callback(back.url, flow.cookie)).data).toEqual({});
    } finally {
      t.clock.advance(-10 * 60_000);
    }
  });

  it('a token whose nonce is not the flow’s is refused at the callback', async () => {
    const flow = await started('google');
    const asked = new URL(flow.location);
    asked.searchParams.set('nonce', 'a-nonce-of-someone-else');
    const back = await idp.signIn(asked.href, aPerson());
    const { data } = await callback(back.url, flow.cookie);
    expect(data).toEqual({
      origin: PUBLIC,
      message: { source: 'foyer:thirdparty', provider: 'google', success: false, reason: 'failed' },
    });
  });

  it('a token from a flow of provider A used as provider B is refused; as A it signs in', async () => {
    const { browser, message } = await roundTrip(aPerson(), 'tr');
    const token = message!.quick_token!;
    expect(await logIn('google', token, browser)).toMatchObject({
      ret_code: 48001,
      result: { reason: 'nonceMismatch' },
    });
    expect(await logIn('tr', token, browser)).toMatchObject({
      ret_code: 0,
      result: { use_thirdparty: 1 },
    });
  });

  it('access_denied at the provider answers cancelled to the opener', async () => {
    const flow = await started('google');
    const back = await idp.signIn(flow.location, aPerson(), { deny: true });
    expect(new URL(back.url).searchParams.get('error')).toBe('access_denied');
    const { data } = await callback(back.url, flow.cookie);
    expect(data).toEqual({
      origin: PUBLIC,
      message: {
        source: 'foyer:thirdparty',
        provider: 'google',
        success: false,
        reason: 'cancelled',
      },
    });
  });

  /** The callback page's language, direction, title and note. */
  const pageWords = (body: string) => ({
    lang: /<html lang="([^"]*)"/.exec(body)?.[1],
    dir: /<html [^>]*dir="([^"]*)"/.exec(body)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(body)?.[1],
    note: /<p id="foyer-thirdparty-note" hidden>([^<]*)<\/p>/.exec(body)?.[1],
    // Light or dark as the browser prefers: text and background follow together.
    colorScheme: /<meta name="color-scheme" content="([^"]*)">/.exec(body)?.[1],
  });
  /** What the server's catalog of `language` says on that page. */
  const catalogWords = (language: string) => {
    const { t: text } = messageTexts(language);
    return {
      title: text('thirdPartyCallback.title'),
      note: text('thirdPartyCallback.closeNote'),
      colorScheme: 'light dark',
    };
  };

  it("the popup's last page reads in the flow's language, not the browser's: ja-JP, and ar-SA right to left", async () => {
    for (const [language, dir] of [
      ['ja-JP', 'ltr'],
      ['ar-SA', 'rtl'],
    ] as const) {
      expect(catalogWords(language).title).not.toBe(catalogWords('en').title);
      const flow = await started('google', PUBLIC_HOST, `?lang=${language}`);
      const back = await idp.signIn(flow.location, aPerson());
      const { pathname, search } = new URL(back.url);
      const response = await t.app.inject({
        url: `${pathname}${search}`,
        headers: { host: PUBLIC_HOST, cookie: flow.cookie, 'accept-language': 'en-US,en' },
      });
      expect(callbackPageData(response.body).message).toMatchObject({ success: true });
      expect(pageWords(response.body), language).toEqual({
        lang: language,
        dir,
        ...catalogWords(language),
      });
    }
  });

  it("a callback that names no flow reads in the browser's language (Accept-Language), else English", async () => {
    const noFlow = (headers: Record<string, string>) =>
      t.app.inject({
        url: '/thirdparty/callback/google?state=x&code=y',
        headers: { host: PUBLIC_HOST, ...headers },
      });
    const arabic = await noFlow({ 'accept-language': 'ar, en;q=0.5' });
    expect(callbackPageData(arabic.body)).toEqual({});
    expect(pageWords(arabic.body)).toEqual({ lang: 'ar-SA', dir: 'rtl', ...catalogWords('ar-SA') });
    expect(pageWords((await noFlow({})).body)).toEqual({
      lang: 'en',
      dir: 'ltr',
      title: 'Sign-in',
      note: 'You can close this window and continue signing in in the first window.',
      colorScheme: 'light dark',
    });
  });

  it('a popup opened on another of our sites hops to PUBLIC_ORIGIN and answers to that site', async () => {
    const hop = await authorize('google', 'tr.foyer.localhost', '?lang=tr-TR');
    expect(hop.statusCode).toBe(302);
    const next = new URL(String(hop.headers.location));
    expect(next.origin).toBe(PUBLIC);
    expect(next.searchParams.get('origin')).toBe(SITE);
    expect(next.searchParams.get('lang')).toBe('tr-TR');
    // No flow yet: only the widget's host's binding, its hash carried to the flow (107).
    const binding = /^foyer_tp_binding=([\w-]{43});/.exec(String(hop.headers['set-cookie']));
    expect(binding).not.toBeNull();
    expect(next.searchParams.get('binding')).toBe(
      createHash('sha256').update(binding![1]!).digest('hex'),
    );

    const flow = await started('google', PUBLIC_HOST, next.search);
    expect(flow.setCookie).not.toContain('foyer_tp_binding');
    const back = await idp.signIn(flow.location, aPerson());
    const { response, data } = await callback(back.url, flow.cookie);
    expect(data).toMatchObject({ origin: SITE, message: { success: true } });
    expect(pageWords(response.body).lang).toBe('tr-TR');
  });

  it('the hop refuses a foreign origin (48005): another host, or another origin to answer to', async () => {
    const foreignHost = await authorize('google', 'evil.example');
    expect(foreignHost.statusCode).toBe(200);
    expect(json(foreignHost)).toMatchObject({ ret_code: 48005 });
    const foreignOrigin = await authorize(
      'google',
      PUBLIC_HOST,
      `?origin=${encodeURIComponent('https://evil.example')}`,
    );
    expect(json(foreignOrigin)).toMatchObject({ ret_code: 48005 });
    expect(foreignOrigin.headers['set-cookie']).toBeUndefined();
    // A look-alike: our host as a label of someone else's.
    expect(json(await authorize('google', 'foyer.localhost.evil.example'))).toMatchObject({
      ret_code: 48005,
    });
  });

  it('an unknown or unconfigured provider answers 48002, never a 500', async () => {
    for (const provider of ['facebook', 'apple']) {
      const response = await authorize(provider);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ ret_code: 48002 });
    }
    const page = await callback(`${PUBLIC}/thirdparty/callback/facebook?state=x&code=y`);
    expect(page.response.statusCode).toBe(200);
    expect(page.data).toEqual({});
  });

  it('POST /v3/config/web offers the configured providers, the callback origin and the Turkish button name', async () => {
    expect(await t.post('/v3/config/web', {})).toMatchObject({
      result: {
        third_party: {
          providers: ['google', 'tr'],
          callback_origin: PUBLIC,
          tr_provider_name: 'e-Devlet',
        },
      },
    });
  });

  describe('a token is taken only from the popup this browser started and our callback received (decision 107)', () => {
    const SITE_HOST = 'tr.foyer.localhost';
    const refused = { ret_code: 48001, result: { reason: 'nonceMismatch' } };
    /** The callback as the attacker's browser calls it: the flow's state and a made-up error. */
    const cancelledAt = (state: string) => ({
      url: `${PUBLIC}/thirdparty/callback/google?state=${state}&error=access_denied`,
    });
    const noAccountOf = async (person: IdTokenClaims) =>
      expect(await t.store.accounts.findByEmail(person.email!)).toBeUndefined();

    it('a token minted for our client with the nonce of a flow marked only by an error= callback is refused and makes no account', async () => {
      const person = aPerson();
      // The attacker's own browser starts a flow and reads its state and nonce off the redirect.
      const attacker = popupBrowser(t, idp);
      const flow = await attacker.start('google');
      const cancelled = await attacker.callback(cancelledAt(flow.state));
      expect(cancelled.data.message).toMatchObject({ success: false, reason: 'cancelled' });
      // A token for our client id with that nonce, from the provider, but outside the popup.
      const minted = await idp.idToken({ ...person, nonce: flow.nonce });
      expect(await logIn('google', minted, attacker)).toMatchObject(refused);
      await noAccountOf(person);
    });

    it('a token minted with the nonce of a flow whose popup received another token is refused; the popup’s own token signs in', async () => {
      const attacker = popupBrowser(t, idp);
      const flow = await attacker.start('google');
      const back = await idp.signIn(flow.location, aPerson());
      const received = (await attacker.callback(back)).data.message!.quick_token!;
      const victim = aPerson();
      const minted = await idp.idToken({ ...victim, nonce: flow.nonce });
      expect(await logIn('google', minted, attacker)).toMatchObject(refused);
      await noAccountOf(victim);
      expect(await logIn('google', received, attacker)).toMatchObject({
        ret_code: 0,
        result: { use_thirdparty: 1 },
      });
    });

    it('a flow whose code exchange failed signs nobody in, whatever token carries its nonce', async () => {
      const attacker = popupBrowser(t, idp);
      const flow = await attacker.start('google');
      const asked = new URL(flow.location);
      asked.searchParams.set(
        'code_challenge',
        createHash('sha256').update('x').digest('base64url'),
      );
      const back = await idp.signIn(asked.href, aPerson());
      const { data } = await attacker.callback(back);
      expect(data.message).toMatchObject({ success: false, reason: 'failed' });
      const person = aPerson();
      expect(await logIn('google', await idp.idToken({ ...person, nonce: flow.nonce }), attacker)).toMatchObject(refused); // prettier-ignore
      await noAccountOf(person);
    });

    it("a token from another browser's popup is refused at sign-in, with no cookie of ours or with a popup of its own; in its own browser it signs in", async () => {
      const person = aPerson();
      const { browser: own, message } = await roundTrip(person);
      const token = message!.quick_token!;
      expect(await logIn('google', token)).toMatchObject(refused);
      const other = popupBrowser(t, idp);
      expect((await roundTrip(aPerson(), 'google', other)).message).toMatchObject({ success: true }); // prettier-ignore
      expect(await logIn('google', token, other)).toMatchObject(refused);
      await noAccountOf(person);
      expect(await logIn('google', token, own)).toMatchObject({
        ret_code: 0,
        result: { use_thirdparty: 1 },
      });
    });

    it("a popup opened on another of our sites signs in from that site's host, where the hop set its binding", async () => {
      const site = popupBrowser(t, idp, { host: SITE_HOST });
      const token = await site.token(aPerson());
      expect(site.cookieHeader('/x-api/user/public/login/thirdparty')).toMatch(
        /^foyer_tp_binding=[\w-]{43}$/,
      );
      expect(await logIn('google', token)).toMatchObject(refused);
      expect(await logIn('google', token, site)).toMatchObject({ ret_code: 0 });
    });

    it("a hop's binding seen in an address starts no second flow: nobody can bind their popup to a victim's cookie (10004)", async () => {
      const hop = await authorize('google', SITE_HOST);
      const hopped = new URL(String(hop.headers.location)).search;
      // The victim's own popup follows its hop: the flow of that binding.
      expect((await authorize('google', PUBLIC_HOST, hopped)).statusCode).toBe(302);
      for (const provider of ['google', 'tr']) {
        const replayed = await authorize(provider, PUBLIC_HOST, hopped);
        expect(json(replayed)).toMatchObject({ ret_code: 10004 });
        expect(replayed.headers['set-cookie']).toBeUndefined();
      }
    });

    it("a binding comes only with a hop's origin, as a SHA-256: on PUBLIC_ORIGIN's own popup, missing, or malformed it is refused (10004), never a 500", async () => {
      const chosen = createHash('sha256').update('chosen').digest('hex');
      const site = encodeURIComponent(SITE);
      for (const query of [
        `?binding=${chosen}`,
        `?origin=${encodeURIComponent(PUBLIC)}&binding=${chosen}`,
        `?origin=${site}`,
        `?origin=${site}&binding=not-a-hash`,
        `?origin=${site}&binding=${chosen.toUpperCase()}`,
        `?origin=${site}&binding=${chosen}&binding=${chosen}`,
      ]) {
        const response = await authorize('google', PUBLIC_HOST, query);
        expect(response.statusCode, query).toBeLessThan(500);
        expect(json(response), query).toMatchObject({ ret_code: 10004 });
        expect(response.headers['set-cookie'], query).toBeUndefined();
      }
    });

    it("an attacker who picks the binding's secret themselves still signs in only with the token our callback received", async () => {
      const chosen = 'a-secret-the-attacker-chose';
      const binding = createHash('sha256').update(chosen).digest('hex');
      // The hop's address written by hand, and the widget's host's cookie set by hand.
      const flow = await started('google', PUBLIC_HOST, `?origin=${encodeURIComponent(SITE)}&binding=${binding}`); // prettier-ignore
      await flow.browser.callback(cancelledAt(flow.state));
      const person = aPerson();
      const minted = await idp.idToken({ ...person, nonce: flow.nonce });
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/x-api/user/public/login/thirdparty',
        headers: { host: SITE_HOST, cookie: `foyer_tp_binding=${chosen}` },
        payload: { token_type: 'google', token: minted },
      });
      expect(json(signIn)).toMatchObject(refused);
      await noAccountOf(person);
    });

    it('the re-sent log-in (a two-factor code) carries the same token from the same browser and signs in; from another browser it is refused', async () => {
      const email = `resent-${Date.now()}@example.com`;
      const account = await signUpByEmail(t, email);
      const secret = await enableTwoFactor(t, account.token);
      const person = aPerson();
      const linker = popupBrowser(t, idp);
      const linkToken = await linker.token(person);
      // Linking asks the password and, two-factor on, its code (decision 106).
      const reauth = reauthBy(undefined, codeAt(secret, t.clock.now()));
      const linking = { token_type: 'google', token: linkToken, ...reauth };
      expect(await linker.post('/user/private/thirdparty/link', linking, account.token)).toMatchObject({ ret_code: 0 }); // prettier-ignore
      t.clock.advance(30_000);

      const browser = popupBrowser(t, idp);
      const token = await browser.token(person);
      expect(await logIn('google', token, browser)).toMatchObject({
        ret_code: 0,
        result: { google2fa_secret: true, use_thirdparty: 2 },
      });
      const google2fa = codeAt(secret, t.clock.now());
      expect(await logIn('google', token, linker, { google2fa })).toMatchObject(refused);
      expect(await logIn('google', token, browser, { google2fa })).toMatchObject({
        ret_code: 0,
        token: expect.any(String),
        result: { use_thirdparty: 2, id: account.id },
      });
    });
  });

  it('the opener keeps its popup, and the popup its opener (Cross-Origin-Opener-Policy)', async () => {
    const page = await t.inject('POST', '/v3/config/web', {});
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const flow = await authorize('google');
    expect(flow.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const back = await callback(`${PUBLIC}/thirdparty/callback/google?state=x&code=y`);
    expect(back.response.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  it('the Turkish popup page, /{lang}/tr-authorized, keeps its opener on the way to the round trip (decision 084)', async () => {
    for (const path of [
      '/en/tr-authorized?type=LOGIN_TR',
      '/ar-SA/tr-authorized',
      '/tr-authorized',
      // Every language segment of the table, and the address by prefix (behaviour §2 routes).
      '/tr-TUR/tr-authorized?type=BIND_TR',
      '/en-TR/tr-authorized',
      '/es-419/tr-authorized',
      '/de/TR-Authorized/',
      '/en/tr-authorized/next',
    ]) {
      const page = await t.app.inject({ url: path });
      expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    }
    for (const path of ['/en/login', '/en/tr-authorized-not', '/x/tr-authorized/y']) {
      const page = await t.app.inject({ url: path });
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    }
  });
});
