/**
 * The options of the widget (behaviour §1), shared by `RegisterLoginPage` and
 * `RegisterLoginModal`. Options marked "not yet used" are accepted and typed so hosts can
 * pass them today; the features they steer arrive in later releases.
 */
import type {
  LegalLinks,
  LegalLinksTable,
  RegisterType,
  SiteCode,
  TrackEvent,
} from '@foyer/contract';
import type { ReactNode } from 'react';
import type { ThemeOption } from '../theme/theme';

/** Which view a widget shows. */
export type WidgetMode = 'login' | 'register';

/** What the widget hands to `onSuccess` after a log-in or sign-up. */
export interface WidgetSuccess {
  mode: WidgetMode;
  /** The account id from the answer. */
  accountId: string | undefined;
  /** True after a sign-up. */
  newUser: boolean;
  /**
   * Where the page variant would go next (behaviour §2 destinations and post-login redirect): a path
   * for the current origin, e.g. '/en/dashboard?newUser=true', or an absolute URL on one of
   * the provider's own domains.
   */
  redirectUrl: string;
}

/**
 * What `onComplianceReload` receives (decision 159): the visitor signed in here, on a site that
 * is not their account's, after the compliance wall offered theirs.
 */
export interface ComplianceReload {
  /** The account's own site, which the wall named. */
  accountSite: SiteCode;
}

/** Reported to `onLoadStatus` (behaviour §4 "Load status reported to host"). */
export type LoadStatus = 'LOADED_SUCCESS' | 'LOADED_ERROR';

/** Custom texts of the submit buttons. */
export interface SubmitTexts {
  login?: string;
  register?: string;
}

/**
 * Events the widget reports to `onTrack` (behaviour §4 tracking): the contract's one table of
 * names and fields (`TRACK_EVENTS`, decision 144).
 */
export type { TrackEvent } from '@foyer/contract';

/** Links of the terms checkbox; each region has its own legal pages (behaviour §2). */
export type { LegalLinks, LegalLinksTable };

export interface WidgetOptions {
  /**
   * The widget runs in OAuth mode (behaviour §1 OAuth-embedded view): links to the retrieve page
   * carry `from=oauth`, and so do the sub-account log-in links from an OAuth route. The OAuth
   * view (decision 079) continues to its consent screen from `onSuccess` and ignores the
   * destination the page variant then navigates to.
   */
  oauth?: boolean;
  /**
   * Fields added to the body of the widget's calls, by the call's path. The OAuth view gives
   * `oauthRequestFields(clientId)`: `oauth_tmp_login_id` on log-in, third-party log-in, QR
   * generate and the sign-up calls (behaviour §7, decision 079). Keep it the same function
   * from render to render.
   */
  requestFields?: (path: string) => Record<string, unknown> | undefined;
  /** Hides the right-hand promo panel of the page variant. */
  hideRightPanel?: boolean;
  /** Hides the register/login toggle link. */
  hideToggle?: boolean;
  /**
   * The onlyLogin mode (behaviour §1: registration hidden): the log-in view only, whatever
   * `mode` asks for, with no toggle and no link to sign up; a third-party sign-in of a person
   * who has no account makes none (the server answers 48030, "no account"). See only-login.ts.
   */
  onlyLogin?: boolean;
  /** Hides the referral code field on sign-up. */
  hideReferral?: boolean;
  /**
   * Hides the third-party block ("Continue with Google / Apple", the Turkish site's button) on
   * the log-in and sign-up views; a host applies the compliance config's 'hide' action with it.
   * The block also stays hidden on the KAZ site, inside the Telegram app, for providers the
   * server does not offer, and (Google) for visitors the server places in China.
   */
  hideThirdParty?: boolean;
  /** Hides the mobile tab. */
  hidePhoneTab?: boolean;
  /** Hides the e-mail tab. */
  hideEmailTab?: boolean;
  /** Hides the QR-code log-in tab (the compliance config's 'hide' action, behaviour §6). */
  hideQrCode?: boolean;
  /**
   * Fixes the sign-up layout (behaviour §3 "Register type"): 'oldCode' (one form, then a code),
   * 'oldLink' (one form, then an e-mail activation link), 'newCode' (account, code, password)
   * or 'newLink' (account, password, activation link). A phone sign-up always uses a code.
   * Default: the server's remote config (POST /v3/config/web, `REGISTER_TYPE` or an A/B
   * choice per device), waited for at most 3 s with a loading skeleton, else 'oldCode'.
   */
  registerType?: RegisterType;
  /** Makes the referral code read-only. */
  referralReadOnly?: boolean;
  /** Makes the e-mail read-only (use with `defaultEmail`). */
  emailReadOnly?: boolean;
  /** Prefills the e-mail. */
  defaultEmail?: string;
  /** Prefills the mobile number (digits). */
  defaultPhone?: string;
  /** Prefills the referral code; wins over the page's `?ref=`. */
  defaultUserCode?: string;
  /** The page is an invitation page: sign-up shows the invitation heading. */
  isInvitePage?: boolean;
  /** Custom texts of the submit buttons. */
  submitTexts?: SubmitTexts;
  /** Replaces the text of the terms checkbox label. */
  acceptedTermsText?: ReactNode;
  /**
   * Legal links of the terms checkbox and the EU news opt-in: one pair, or a table per site
   * that falls back to the main site's (`{ BYBIT: {…}, EU: {…} }`); `{lang}` in an address is
   * the page language. Default `/{lang}/terms` and `/{lang}/privacy` on the main site,
   * `/{lang}/{label}/terms` on a regional one (`/de/eu/terms`).
   */
  legalLinks?: LegalLinks | LegalLinksTable;
  /**
   * How an IP-limited visitor is told (behaviour §2, §4; 31018): 'modal' (default), the log-in
   * view's dialog (decision 021), or 'page': the same title, text with the IP and confirm
   * button in place of the form, which the button brings back.
   */
  ipLimitedDisplayType?: 'modal' | 'page';
  /**
   * Origins of the sister sites by site code (any of the nine), e.g.
   * `{ NLD: 'https://exchange.example.nl' }`: where the compliance wall of the site check
   * (behaviour §4, decision 092) sends an account that belongs to another site, and where
   * Cancel of a residence prompt goes (EU ↔ main site, Georgia and the UAE → main site;
   * decision 074). A site without an origin cannot be jumped to: the failure goes to
   * `onTrack`, the log-in completes here, and a residence prompt's Cancel leads to the host's
   * home.
   */
  siteOrigins?: Partial<Record<SiteCode, string>>;
  /**
   * Telegram Login data the visitor brought (behaviour §3 telegram_callback): the JSON text of an
   * object of Telegram's fields, as `takeTelegramLogin` reads them from Telegram's redirect.
   * Sent with every log-in and with the call that makes the account of a sign-up; once either
   * completes, the server binds that Telegram account and answers `tg_bind_result` (the upgrade
   * modal shows when it is not success). See docs/decisions/024 and 088. A host that reads the
   * fields lazily passes a promise of them: a log-in or sign-up sent before it settles waits for
   * it, so a quick autofill-and-Enter still binds (decision 097).
   */
  telegramCallback?: string | Promise<string | undefined>;
  /**
   * Opens the host's chat widget. When given, the Chinese e-mail notice of sign-up (behaviour §2
   * dialog 5) offers a customer-service button that calls it.
   */
  onOpenCustomerService?: () => void;
  /**
   * Receives every tracked event (behaviour §4, §8, §9; decision 144): the page view 20 ms after
   * it, the sign-up click with the e-mail or phone masked (`***@example.com`, `****`) and its
   * registration source, the IpBan failure, 50101, the third-party upgrade prompt (40004) and a
   * missing provider token, the compliance wall's load failure, HTTP 403 and answers slower
   * than 5000 ms, and the activation link's error as `qrstatusError`. Empty values are removed.
   * Given, the host receives them and nothing is sent; without it the widget sends them in
   * batches to `POST /v2/public/metrics`. Events arrive after the first screen, never during it.
   */
  onTrack?: (event: TrackEvent) => void;
  /** Regional site flag (behaviour §1); wins over the host name. */
  site?: SiteCode;
  /** Language, e.g. 'en' or 'ar-SA'; default: the page's language segment, else 'en'. */
  lang?: string;
  /** Colour theme; default 'light', 'dark' for the new layouts `newCode` and `newLink` (defaultTheme). */
  theme?: ThemeOption;
  /**
   * The provider's own domains a log-in may redirect to (behaviour §2 "Post-login redirect"), e.g.
   * `['provider.com']`; each entry covers its subdomains. A `redirect_url` is followed when
   * same-origin or on these domains; the referrer only on these domains. Default: the
   * server's list (GET /user/public/get-white-hosts, `REDIRECT_WHITELIST`), asked after a
   * log-in; none when that fails (same-origin `redirect_url` only). See docs/decisions/020.
   */
  redirectWhitelist?: readonly string[];
  /** API base URL; default `${location.origin}/x-api`. */
  apiBase?: string;
  /**
   * Called after a successful log-in or sign-up. In the modal it replaces the default page
   * reload; in the page variant it runs before navigating.
   */
  onSuccess?: (success: WidgetSuccess) => void;
  /** Called when the modal asks to close (close button, Escape). */
  onClose?: () => void;
  /** Navigates to a URL; default `window.location.assign`. */
  onNavigate?: (url: string) => void;
  /** Called when the user switches between log-in and sign-up. */
  onModeChange?: (mode: WidgetMode) => void;
  /** Reports LOADED_SUCCESS on mount, LOADED_ERROR when rendering failed. */
  onLoadStatus?: (status: LoadStatus) => void;
  /**
   * behaviour §4 "A compliance-wall reload hook runs when the result carries a flag and not in
   * a Telegram web view" (decision 159): called once, before `onSuccess`, when a log-in
   * completes on this site although the compliance wall offered the account's own (the visitor
   * closed it, or it could not load), so the host reloads the compliance rules it applies to
   * the page; never inside Telegram's web view, never after a jump.
   */
  onComplianceReload?: (reload: ComplianceReload) => void;
}

/** Options of `RegisterLoginPage`. */
export interface RegisterLoginPageProps extends WidgetOptions {
  /** The view shown first; default 'register'. */
  mode?: WidgetMode;
}

/** Options of `RegisterLoginModal`. */
export interface RegisterLoginModalProps extends WidgetOptions {
  /** The modal is open while this is true. */
  visible: boolean;
  /** The view shown first; default 'login'. */
  mode?: WidgetMode;
  /** Shows only sign-up inside the modal. */
  hideLogin?: boolean;
  /** Shows only log-in inside the modal. */
  hideRegister?: boolean;
}

/** Options of `SubAccountLoginPage`: the widget options; the log-in/sign-up toggle has no use. */
export type SubAccountLoginPageProps = WidgetOptions;

/**
 * Options of `ThirdPartySignIn`, the third-party-only view: the widget's options; `onSuccess`
 * reports `newUser` true when the provider's sign-in made the account. `hideThirdParty` empties it.
 */
export type ThirdPartySignInProps = WidgetOptions;
