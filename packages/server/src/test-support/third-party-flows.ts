/**
 * The server's popup sign-in (docs/decisions/061, 107) as tests run it: a browser's whole round
 * trip against a real OpenID provider on loopback (test-support/oidc-provider.ts), through HTTP
 * with a cookie jar per browser (`popupBrowser`), or through the flow's own functions for the
 * use-case tests that have no server (`popupTokenOf`). A token that signs in or links is only
 * ever one a callback received in the browser that presents it: tests that need another kind
 * make it themselves, as an attacker would.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { THIRD_PARTY_PROVIDERS } from '@foyer/contract';
import {
  CALLBACK_PATH,
  finishPopupFlow,
  startPopupFlow,
  type PopupDeps,
  type PopupMessage,
} from '../third-party/popup-flow.js';
import type { ThirdPartyProvider } from '../third-party/id-token.js';
import {
  clientSecretOf,
  FOYER_CLIENT_ID,
  type IdTokenClaims,
  type TestOidcProvider,
} from './oidc-provider.js';
import { json } from './test-app.js';

/** PUBLIC_ORIGIN of the popup tests' servers: a loopback name requests carry as their Host. */
export const POPUP_ORIGIN = 'http://foyer.localhost';
export const POPUP_HOST = 'foyer.localhost';

/** Our callbacks on `origin`, to register as redirect URIs at the test provider. */
export const popupRedirectUris = (origin = POPUP_ORIGIN) =>
  THIRD_PARTY_PROVIDERS.map((provider) => `${origin}${CALLBACK_PATH}/${provider}`);

/** A server whose Google and Turkish provider are `idp`, popups included, on `origin`. */
export const popupEnv = (idp: TestOidcProvider, origin = POPUP_ORIGIN): Record<string, string> => ({
  PUBLIC_ORIGIN: origin,
  GOOGLE_ISSUER: idp.issuer,
  GOOGLE_CLIENT_ID: FOYER_CLIENT_ID,
  GOOGLE_CLIENT_SECRET: clientSecretOf(FOYER_CLIENT_ID),
  TR_ISSUER: idp.issuer,
  TR_CLIENT_ID: FOYER_CLIENT_ID,
  TR_CLIENT_SECRET: clientSecretOf(FOYER_CLIENT_ID),
});

/** What a callback page posts (docs/decisions/061): the JSON data block its script reads. */
export interface CallbackPageData {
  origin?: string;
  message?: {
    source: string;
    provider: string;
    success: boolean;
    quick_token?: string;
    reason?: string;
  };
}

/** The data block of a callback page, or null when the page has none. */
export function callbackPageData(body: string): CallbackPageData {
  const data = /<script type="application\/json" id="foyer-thirdparty">(.*?)<\/script>/s.exec(body);
  return JSON.parse(data?.[1] ?? 'null') as CallbackPageData;
}

/** Where the provider sent the browser back: a redirect (`url`), or Apple's form to post. */
export interface ProviderAnswer {
  url: string;
  form?: Record<string, string>;
}

/** The popup's first page followed to the provider: its authorization URL, state and nonce. */
export interface StartedPopup {
  /** The last answer of ours: the 302 to the provider, or the refusal. */
  response: LightMyRequestResponse;
  location: string;
  state: string;
  nonce: string;
}

interface Cookie {
  host: string;
  name: string;
  value: string;
  path: string;
}

/** A browser's cookies at our server, by host (host-only cookies, as ours are) and path. */
function ourCookies() {
  const jar: Cookie[] = [];
  const onPath = (path: string, cookiePath: string) =>
    cookiePath === '/' || path === cookiePath || path.startsWith(`${cookiePath}/`);
  return {
    header(host: string, path: string): string | undefined {
      const sent = jar.filter((c) => c.host === host && onPath(path.split('?')[0]!, c.path));
      return sent.length === 0 ? undefined : sent.map((c) => `${c.name}=${c.value}`).join('; ');
    },
    keep(host: string, response: LightMyRequestResponse): void {
      const lines = response.headers['set-cookie'] ?? [];
      for (const line of Array.isArray(lines) ? lines : [lines]) {
        const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
        const at = pair.indexOf('=');
        const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
        const attribute = (key: string) =>
          attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
        const path = attribute('path') ?? '/';
        const expires = attribute('expires');
        const gone =
          attribute('max-age') === '0' ||
          (expires !== undefined && Date.parse(expires) <= Date.now());
        const kept = jar.findIndex((c) => c.host === host && c.name === name && c.path === path);
        if (kept >= 0) jar.splice(kept, 1);
        if (!gone) jar.push({ host, name, value, path });
      }
    },
  };
}

export type PopupBrowser = ReturnType<typeof popupBrowser>;

/**
 * A browser with its own cookies, whose widget is on `host` (PUBLIC_ORIGIN's by default, or
 * another of our sites'): it opens the popup there (following the hop), plays the person at
 * `idp`, comes back to our callback, and makes the widget's calls from `host`.
 */
export function popupBrowser(
  t: { app: FastifyInstance },
  idp: TestOidcProvider,
  { host = POPUP_HOST }: { host?: string } = {},
) {
  const cookies = ourCookies();
  const send = async (
    options: { method?: 'GET' | 'POST'; url: string; host: string; payload?: string | object },
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) => {
    const cookie = cookies.header(options.host, options.url);
    const response = await t.app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      headers: { host: options.host, ...(cookie ? { cookie } : {}), ...headers },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    cookies.keep(options.host, response);
    return response;
  };

  const browser = {
    host,
    /** The Cookie header this browser sends to `path` on `on` (the widget's host by default). */
    cookieHeader: (path: string, on = host) => cookies.header(on, path),

    /** The popup's first page (`query` e.g. `?lang=ja-JP`), the hop followed, to the provider. */
    async start(provider: string = 'google', query = ''): Promise<StartedPopup> {
      let response = await send({ url: `/x-api/thirdparty/authorize/${provider}${query}`, host });
      let location = String(response.headers.location ?? '');
      // The hop to PUBLIC_ORIGIN (another site's widget): the same page there.
      while (response.statusCode === 302 && location.includes('/x-api/thirdparty/authorize/')) {
        const next = new URL(location);
        response = await send({ url: `${next.pathname}${next.search}`, host: next.host });
        location = String(response.headers.location ?? '');
      }
      const asked = URL.canParse(location) ? new URL(location).searchParams : undefined;
      return {
        response,
        location,
        state: asked?.get('state') ?? '',
        nonce: asked?.get('nonce') ?? '',
      };
    },

    /** Back at our callback from the provider (a GET, or Apple's form POST), with the cookies. */
    async callback(back: ProviderAnswer, headers: Record<string, string> = {}) {
      const { pathname, search, host: on } = new URL(back.url);
      const response = await send(
        back.form
          ? {
              method: 'POST',
              url: pathname,
              host: on,
              payload: new URLSearchParams(back.form).toString(),
            }
          : { url: `${pathname}${search}`, host: on },
        back.form ? { 'content-type': 'application/x-www-form-urlencoded', ...headers } : headers,
      );
      return { response, data: callbackPageData(response.body) };
    },

    /** The whole popup of `person` at `provider`: the token the callback page posted. */
    async token(person: IdTokenClaims, provider: ThirdPartyProvider = 'google'): Promise<string> {
      const started = await browser.start(provider);
      if (started.response.statusCode !== 302) throw new Error(started.response.body);
      const back = await idp.signIn(started.location, person);
      const { data } = await browser.callback(back);
      const token = data.message?.success ? data.message.quick_token : undefined;
      if (!token) throw new Error(`the popup posted ${JSON.stringify(data)}`);
      return token;
    },

    /** The widget's call from its host: this browser's cookies, the session when given. */
    async inject(path: string, body: object = {}, session?: string, remoteAddress?: string) {
      const headers: Record<string, string> = session ? { usertoken: session } : {};
      return send(
        { method: 'POST', url: `/x-api${path}`, host, payload: body },
        headers,
        remoteAddress,
      );
    },
    post: async (path: string, body: object = {}, session?: string, remoteAddress?: string) =>
      json(await browser.inject(path, body, session, remoteAddress)),
  };
  return browser;
}

const fail = (reason: string) => {
  throw new Error(reason);
};

/**
 * A popup flow started for a browser whose widget is on PUBLIC_ORIGIN, through the flow's own
 * function (no server): where it sends the browser, and the browser's two secrets.
 */
export async function startedFlowOf(deps: PopupDeps, provider: ThirdPartyProvider = 'google') {
  const started = await startPopupFlow(
    deps,
    provider,
    { origin: deps.config.publicOrigin, language: 'en' },
    fail,
  );
  if (!started.ok) throw new Error(started.error.kind);
  const { location, browserSecret, bindingSecret } = started.value;
  if (bindingSecret === undefined) throw new Error('a flow of PUBLIC_ORIGIN has its own binding');
  const asked = new URL(location).searchParams;
  return {
    location,
    browserSecret,
    browserBinding: bindingSecret,
    state: asked.get('state') ?? '',
    nonce: asked.get('nonce') ?? '',
  };
}

/** The callback of a started flow, through the flow's own function: what its page posts. */
export async function calledBack(
  deps: PopupDeps,
  provider: ThirdPartyProvider,
  browserSecret: string,
  back: ProviderAnswer,
): Promise<PopupMessage | undefined> {
  const params = back.form ?? Object.fromEntries(new URL(back.url).searchParams);
  const done = await finishPopupFlow(deps, provider, params, browserSecret, () => undefined);
  return done.origin === undefined ? undefined : done.message;
}

/**
 * The whole popup of `person` at `provider` through the flow's functions, as a use-case test
 * runs it: the token the callback received and the binding secret of the browser it ran in.
 */
export async function popupTokenOf(
  deps: PopupDeps,
  idp: TestOidcProvider,
  person: IdTokenClaims,
  provider: ThirdPartyProvider = 'google',
): Promise<{ token: string; browserBinding: string }> {
  const flow = await startedFlowOf(deps, provider);
  const message = await calledBack(
    deps,
    provider,
    flow.browserSecret,
    await idp.signIn(flow.location, person),
  );
  if (!message?.success) throw new Error(`the popup posted ${JSON.stringify(message)}`);
  return { token: message.quick_token, browserBinding: flow.browserBinding };
}

/**
 * Browsers for tests in which every popup runs in a browser of its own: `token` runs a new
 * browser's popup; `post` makes a call from the browser whose popup received the body's
 * `token` (a browser with no cookies at all for a token no popup here received).
 */
export function ownBrowsers(t: { app: FastifyInstance }, idpOf: () => TestOidcProvider) {
  const byToken = new Map<string, PopupBrowser>();
  const browserOf = (token: unknown) =>
    byToken.get(String(token)) ?? popupBrowser(t, idpOf(), { host: POPUP_HOST });
  return {
    async token(person: IdTokenClaims, provider: ThirdPartyProvider = 'google') {
      const browser = popupBrowser(t, idpOf());
      const token = await browser.token(person, provider);
      byToken.set(token, browser);
      return token;
    },
    /** The browser whose popup received `token`. */
    browserOf,
    post: (path: string, body: Record<string, unknown>, session?: string, ip?: string) =>
      browserOf(body.token).post(path, body, session, ip),
  };
}
