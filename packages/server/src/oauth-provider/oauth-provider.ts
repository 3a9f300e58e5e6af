/**
 * Foyer as an OpenID provider (docs/decisions/076): one `oidc-provider` instance, issuer
 * PUBLIC_ORIGIN, its endpoints under OAUTH_PATH_PREFIX, its records and keys in our database.
 * Only what a partner app needs and RFC 9700 allows: the authorization code with PKCE (S256)
 * for every client, refresh tokens rotated on every use, revocation, userinfo and the
 * relying party's log-out. The person logs in and consents in the widget's OAuth view
 * (`/{lang}/oauth?uid=…`), finished by oauth-interaction.service.ts.
 */
import { DEFAULT_LANGUAGE, tableLanguage } from '@foyer/contract';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, {
  interactionPolicy,
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Config } from '../config.js';
import type { Clock } from '../shared/clock.js';
import { sessionCookieName } from '../sessions/index.js';
import type { Store } from '../store/store.js';
import { databaseAdapter } from './oauth-adapter.js';
import { claimsOf, foyerSessionOf } from './oauth-account.js';
import { matchesSecret } from './oauth-client-secret.js';
import { renderErrorPage } from './oauth-error-page.js';
import { endFoyerSignInOnLogOut, loggedOutSource, logOutSource } from './oauth-logout.js';
import type { ProviderKeys } from './oauth-keys.service.js';
import { LOGIN_ASKED_AT, OAUTH_PATH_PREFIX, OAUTH_ROUTES } from './oauth-paths.js';

/** Lifetimes in seconds. A code lives one minute at most (ASVS 10.4.3 at level 3). */
export const OAUTH_TTL_SECONDS = {
  AuthorizationCode: 60,
  AccessToken: 10 * 60,
  IdToken: 10 * 60,
  Interaction: 10 * 60,
  Session: 24 * 60 * 60,
  Grant: 365 * 24 * 60 * 60,
  /** Each rotation issues a new one; the family ends when the grant is revoked. */
  RefreshToken: 30 * 24 * 60 * 60,
} as const;

/** Scopes and the claims each releases; `profile` has none: Foyer keeps no name. */
const CLAIMS = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  phone: ['phone_number', 'phone_number_verified'],
  profile: [],
};

export type ProviderDeps = { store: Store; clock: Clock; config: Config };

/**
 * Who may revoke a token: the app it was issued to, and no other (RFC 7009 §2.1). Another app's
 * request ends nothing and is answered as if it had (the library then answers 200), so it
 * learns nothing of the token. The library's default refuses it with an error instead.
 */
async function onlyItsOwnTokens(
  _ctx: KoaContextWithOIDC,
  client: { clientId: string },
  token: { clientId?: string },
): Promise<boolean> {
  return token.clientId === client.clientId;
}

/** The widget's OAuth view for an interaction, in the language the client asked for. */
function interactionUrl(_ctx: KoaContextWithOIDC, interaction: { uid: string; params: object }) {
  const asked = String((interaction.params as { ui_locales?: unknown }).ui_locales ?? '');
  // Any language of the table (de-DE, the EU's bare codes…), in any case: the view's address.
  const lang =
    asked
      .split(' ')
      .map((tag) => tableLanguage(tag))
      .find((language) => language !== undefined) ?? DEFAULT_LANGUAGE;
  // The client's id rides along for the widget's `oauth_tmp_login_id` (decision 079); the
  // view never trusts it: the consent screen reads the request by uid from the server.
  const query = new URLSearchParams({
    uid: interaction.uid,
    client_id: String((interaction.params as { client_id?: unknown }).client_id ?? ''),
  });
  return `/${lang}/oauth?${query.toString()}`;
}

/**
 * The default policy, with one more log-in check: the Foyer session of this browser is live
 * and is the account's the provider remembers. Logging out of Foyer, a ban (which ends the
 * sessions) or another person logging in sends the next authorization back to the widget.
 */
function policy(deps: ProviderDeps) {
  const prompts = interactionPolicy.base();
  const login = prompts.get('login');
  if (login) {
    const libraryDetails = login.details;
    login.details = async (ctx) => ({
      ...(await libraryDetails(ctx)),
      [LOGIN_ASKED_AT]: deps.clock.now(),
    });
  }
  login?.checks.add(
    new interactionPolicy.Check(
      'foyer_session',
      'the Foyer session of this browser ended or is another account’s',
      async (ctx) => {
        // Our cookie is not one of the provider's: it carries no signature of its keys.
        const token = ctx.cookies.get(sessionCookieName(ctx.hostname), { signed: false });
        const accountId = await foyerSessionOf(deps, token);
        return accountId !== ctx.oidc.session?.accountId;
      },
    ),
  );
  return prompts;
}

/** What a client may be, the same for the running provider and the admin's check. */
const CLIENT_RULES = {
  scopes: [...Object.keys(CLAIMS), 'offline_access'],
  claims: CLAIMS,
  responseTypes: ['code'],
  clientDefaults: {
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    id_token_signed_response_alg: 'RS256',
    token_endpoint_auth_method: 'client_secret_basic',
  },
  enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
  features: {
    devInteractions: { enabled: false },
    revocation: { enabled: true, allowedPolicy: onlyItsOwnTokens },
    userinfo: { enabled: true },
    rpInitiatedLogout: {
      enabled: true,
      logoutSource: logOutSource,
      postLogoutSuccessSource: loggedOutSource,
    },
    introspection: { enabled: false },
    registration: { enabled: false },
  },
} satisfies Configuration;

function configuration(deps: ProviderDeps, keys: ProviderKeys): Configuration {
  const routes = Object.fromEntries(
    Object.entries(OAUTH_ROUTES).map(([name, path]) => [name, `${OAUTH_PATH_PREFIX}${path}`]),
  );
  return {
    ...CLIENT_RULES,
    adapter: databaseAdapter(deps),
    jwks: { keys: keys.signing },
    cookies: {
      keys: keys.cookies,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    routes,
    // The id token carries the granted claims itself (a partner app reads its e-mail there).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    rotateRefreshToken: true,
    ttl: { ...OAUTH_TTL_SECONDS },
    interactions: { url: interactionUrl, policy: policy(deps) },
    // Our page, in the person's language, for what cannot go back to the app (decision 091).
    renderError: renderErrorPage,
    // A browser client (no secret) may call the token and userinfo endpoints from the
    // origins of its own redirect URIs; no one else.
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
    findAccount: async (_ctx, sub) => {
      const claims = await claimsOf(deps, sub);
      return claims ? { accountId: sub, claims: () => claims } : undefined;
    },
  };
}

/**
 * Checks a client's metadata as the running provider will (the admin CLI, before saving):
 * the provider's own validation, with no keys or storage.
 */
export async function validateClient(metadata: ClientMetadata): Promise<string | undefined> {
  // No record is read or written and nothing signed: an adapter that is never called stands
  // in for storage, and a throwaway key for the database's (the provider wants one).
  const unused = class {} as unknown as Configuration['adapter'];
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwks = { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig' }] };
  const checker = new Provider('https://foyer.invalid', { ...CLIENT_RULES, adapter: unused, jwks });
  try {
    await checker.Client.validate(metadata);
    return undefined;
  } catch (error) {
    const described = error as { error_description?: string; message?: string };
    return described.error_description ?? described.message ?? String(error);
  }
}

/** The provider of these keys; the server builds one at start (oauth-provider.routes.ts). */
export function buildProvider(deps: ProviderDeps, keys: ProviderKeys): Provider {
  const provider = new Provider(deps.config.publicOrigin, configuration(deps, keys));
  // It reads host, scheme and client address from the X-Forwarded-* headers that
  // oauth-provider.routes.ts sets from PUBLIC_ORIGIN and Fastify's view of the client.
  provider.proxy = true;
  // A partner's log-out that the person confirms ends their Foyer sign-in too (decision 076).
  provider.use(endFoyerSignInOnLogOut(deps));
  // Client secrets are kept as digests (oauth-client-secret.ts); the provider compares.
  provider.Client.prototype.compareClientSecret = function compare(actual: string) {
    return matchesSecret(this.clientSecret ?? '', actual);
  };
  return provider;
}
