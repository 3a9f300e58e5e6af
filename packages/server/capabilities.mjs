/**
 * The server's capability map (packages/server/ARCHITECTURE.md explains it): every folder of
 * `src/`, and the other capability folders it may import from. The kernel folders may be
 * imported by every folder; an arrow to a capability not listed here is an import the linter
 * refuses (eslint.config.js makes its import zones from this map; tests and test-support are
 * free of it). A new arrow is a decision: add it here, with its reason when it is not plain.
 */

/** Imported by everyone: the frame every capability stands on. */
export const KERNEL = ['shared', 'store', 'http', 'messages', 'delivery', 'limits', 'config'];

/** Each folder: what it does, and the capabilities it may use. */
export const CAPABILITIES = {
  // The kernel. Its arrows into capabilities are the ones the frame must carry.
  shared: {
    does: 'helpers several capabilities use: identity, digests, device ids, sites',
    uses: [],
  },
  store: {
    does: "the database's one door; each capability keeps its tables in its own `*.store.ts`",
    uses: [],
    stores: true,
  },
  http: {
    does: 'the route helper, the route context, security headers, failures',
    // The route context carries the captcha gate, the issuer keys and the site's country and
    // promo tables; the headers name the captcha origins; the doors are declared per route.
    uses: ['captcha', 'gates', 'site', 'third-party'],
  },
  messages: { does: 'the catalogue of texts, per language', uses: [] },
  delivery: { does: 'e-mail and SMS, and the dev outbox', uses: [] },
  limits: { does: 'the one attempt limiter and its purses', uses: [] },
  // The captcha providers' settings are read with the rest of the configuration.
  config: { does: "the settings' table, read once at start-up", uses: ['captcha'] },

  // The capabilities.
  captcha: { does: 'our proof-of-work captcha and the providers', uses: [] },
  codes: { does: 'six-digit codes: issue, check, budgets', uses: [] },
  gates: {
    does: 'the account gate and the session gate (decision 044)',
    uses: ['restrictions', 'sessions'],
  },
  restrictions: {
    does: 'bans, banned places, the waitlist',
    // A ban ends the account's sessions (credentials-changed).
    uses: ['captcha', 'codes', 'sessions'],
  },
  sessions: {
    does: 'sessions, the one session step, re-authentication',
    // The step binds Telegram and spends a link ticket; re-authentication checks the password.
    uses: ['gates', 'log-in', 'restrictions', 'telegram', 'third-party'],
  },
  risk: {
    does: 'security verification of a new device or place',
    uses: ['captcha', 'codes', 'restrictions', 'sessions', 'sign-up', 'two-factor'],
  },
  'two-factor': { does: 'Google Authenticator', uses: ['codes', 'log-in', 'sessions'] },
  'log-in': {
    does: 'the password log-in and its order, password tries, re-authentication',
    uses: [
      'captcha',
      'codes',
      'gates',
      'restrictions',
      'risk',
      'sessions',
      'sub-accounts',
      'two-factor',
    ],
  },
  'sign-up': {
    does: 'sign-up and its order, pending sign-ups, the sign-up account',
    uses: ['captcha', 'codes', 'gates', 'referral', 'restrictions', 'risk', 'sessions', 'telegram'],
  },
  referral: { does: 'referral, affiliate and broker channels', uses: ['sessions'] },
  recovery: {
    does: "password recovery, the ways-in review and a lost authenticator's code",
    // two-factor: a lost authenticator's code goes only to an account with one on (143).
    uses: ['captcha', 'codes', 'log-in', 'sessions', 'two-factor'],
  },
  'sub-accounts': {
    does: 'sub-accounts of a main account',
    uses: ['account-security', 'gates', 'log-in', 'sessions'],
  },
  'qr-login': {
    does: 'QR code log-in and its approval',
    uses: ['codes', 'gates', 'log-in', 'restrictions', 'sessions', 'two-factor'],
  },
  telegram: { does: 'Telegram binding and the Mini App', uses: ['account-security', 'sessions'] },
  'third-party': {
    does: 'Google, Apple, the Turkish provider and Telegram sign-in, and links',
    uses: [
      'account-security',
      'captcha',
      'gates',
      'log-in',
      'referral',
      'restrictions',
      'sessions',
      'telegram',
    ],
  },
  'account-security': {
    does: "the security page's calls and owner notices",
    uses: ['codes', 'log-in', 'sessions'],
  },
  'oauth-provider': {
    does: 'our OpenID provider for partner apps',
    uses: ['restrictions', 'sessions'],
  },
  support: {
    does: "the help-center web form's support requests",
    // The form's captcha; a request that comes with a session notes its account.
    uses: ['captcha', 'sessions'],
  },
  onboarding: {
    does: "onboarding's step two: the account's trading experience",
    // Its calls are a session's.
    uses: ['sessions'],
  },
  tracking: { does: "the widget's tracked events, counted per name and day", uses: [] },
  site: { does: 'site config, countries, pages served per site', uses: ['sign-up'] },
  operations: { does: 'retention and housekeeping', uses: [] },
  admin: {
    does: "the operator's command line",
    uses: [
      'codes',
      'log-in',
      'oauth-provider',
      'referral',
      'restrictions',
      'sessions',
      'sign-up',
      'sub-accounts',
      'support',
      'tracking',
    ],
  },
};

/** Folders outside the map: the tests' own helpers reach everywhere. */
export const UNMAPPED = ['test-support'];

/**
 * The import patterns a folder's files may not use (`no-restricted-imports` groups). A
 * capability it has no arrow to: any of its files (`kind: 'no-arrow'`). A capability it has an
 * arrow to: any file but the `index.ts` that capability offers (`kind: 'inside'`). The kernel
 * is open file by file; the store may import any `*.store.js`. `folder` null is the composition
 * root (`app.ts`, `main.ts`), which has an arrow to every capability.
 */
export function forbiddenFrom(folder) {
  const entry = folder === null ? { uses: Object.keys(CAPABILITIES) } : CAPABILITIES[folder];
  if (!entry) throw new Error(`${folder} is not in the capability map`);
  const allowed = new Set(entry.uses);
  const tables = (other) => (entry.stores ? [`!**/${other}/*.store.js`] : []);
  return Object.keys(CAPABILITIES)
    .filter((other) => other !== folder && !KERNEL.includes(other))
    .map((other) =>
      allowed.has(other)
        ? {
            group: [`**/${other}/**`, `!**/${other}/index.js`, ...tables(other)],
            other,
            kind: 'inside',
          }
        : { group: [`**/${other}/**`, ...tables(other)], other, kind: 'no-arrow' },
    );
}
