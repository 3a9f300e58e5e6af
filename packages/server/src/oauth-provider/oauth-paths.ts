/**
 * The names the OAuth provider's routes and the widget's view share, apart from the provider
 * itself (oauth-provider.ts), so that what only needs a path does not load `oidc-provider`:
 * the server loads it when the provider is first used (oauth-provider-holder.ts).
 */

/** Where the provider's endpoints live, beside /x-api (discovery stays at the root). */
export const OAUTH_PATH_PREFIX = '/oauth2';

/** The provider's routes, each under OAUTH_PATH_PREFIX. */
export const OAUTH_ROUTES = {
  authorization: '/auth',
  token: '/token',
  userinfo: '/userinfo',
  jwks: '/jwks',
  revocation: '/token/revocation',
  end_session: '/session/end',
  pushed_authorization_request: '/request',
} as const;

/**
 * Where a log-in interaction keeps when the request came, in the app's clock (ms): a
 * `prompt=login` wants a Foyer session opened after it (oauth-interaction.service.ts).
 */
export const LOGIN_ASKED_AT = 'foyer_asked_at';
