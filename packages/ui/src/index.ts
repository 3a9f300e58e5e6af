/**
 * @foyer/ui: the embeddable sign-up and log-in widget. Import the styles once:
 * `import '@foyer/ui/style.css'`.
 */
import './theme/theme';

// Shells
export { RegisterLoginPage } from './shells/register-login-page';
export { RegisterLoginModal } from './shells/register-login-modal';
export {
  PasswordRecoveryPage,
  SelfUnblockPage,
  type PasswordRecoveryPageProps,
} from './shells/account-pages';
export { retrievePasswordUrl } from './flows/login/retrieve-path';
export { oauthRequestFields } from './flows/oauth/oauth-request-fields';
export { SubAccountLoginPage } from './shells/sub-account-login-page';
export { ThirdPartySignIn } from './shells/third-party-sign-in';
export { MiniAppSignIn, type MiniAppSignInProps } from './shells/mini-app-sign-in';
export { TelegramSignIn, type TelegramSignInProps } from './shells/telegram-sign-in';
export type {
  LegalLinks,
  LegalLinksTable,
  LoadStatus,
  RegisterLoginModalProps,
  RegisterLoginPageProps,
  SubAccountLoginPageProps,
  SubmitTexts,
  ThirdPartySignInProps,
  TrackEvent,
  WidgetMode,
  WidgetOptions,
  WidgetSuccess,
} from './widget/widget-options';
export type { Theme, ThemeOption } from './theme/theme';

// Headless pieces for host apps
export { ToastHost } from './components/toast';
export { openProviderPopup, type PopupOutcome } from './third-party/provider-popup';
export { loadWebConfig, type WebConfig } from './widget/web-config';
export { createApiClient, type ApiClientConfig } from './api/api-client';
export type { ApiClient, ApiFailure, ApiOutcome, ApiSuccess, CallOptions } from './api/api-outcome';
export {
  TOKEN_STORAGE_KEY,
  createLocalTokenStore,
  createMemoryTokenStore,
  type TokenStore,
} from './api/token-store';
export { RISK_GUIDE_STORAGE_KEY, createRiskGuideStore } from './api/risk-guide-store';
export { deviceId } from './api/device-id';
export { passwordDigest } from './api/password-digest';
export {
  NO_VALUES as NO_REAUTH_VALUES,
  clearedFor,
  proofOf,
  reauthProblemOf,
  sendProblemOf,
  valuesProblem,
  type ReauthField,
  type ReauthMethod,
  type ReauthProblem,
  type ReauthValues,
} from './reauth/use-reauthentication';
export {
  currentPageFacts,
  deriveHostConfig,
  type HostConfig,
  type PageFacts,
} from './host/host-config';
export { environmentFromHost, apiBaseForOrigin, type Environment } from './host/environment';
/**
 * The exchange's service addresses for a host app (behaviour §1, docs/decisions/154): from the
 * page's `window.location`, its environment, its registrable site domain under the regulated
 * suffixes, and the websocket and chat origins named from them. Foyer itself opens no
 * websocket and no chat; the host app reads them here so that it names them as Foyer does.
 */
export {
  REGULATED_SUFFIXES,
  applePlatformOf,
  serviceHostsOf,
  siteDomainOf,
  type ApplePlatformId,
  type PageHost,
  type ServiceHosts,
} from '@foyer/contract';
export {
  platformFrom,
  telegramPlatformIn,
  type MiniAppPlatform,
  type Platform,
} from './host/platform';
export {
  TELEGRAM_WEB_APP_SCRIPT,
  loadTelegramWebApp,
  miniAppPersonName,
  miniAppPlatform,
  type MiniAppPerson,
  type TelegramWebApp,
} from './mini-app/telegram-web-app';
export { sisterSiteOrigins, type SisterSiteOrigins } from './host/sister-sites';
export { takeTelegramLogin, type TelegramArrival } from './host/telegram-login';
export { loadTakeTelegramLogin, mayCarryTelegramLogin } from './host/telegram-login-loader';
export {
  obtainTelegramLogin,
  TelegramWidgetUnavailable,
  type TelegramLoginOptions,
  type TelegramLoginState,
} from './third-party/telegram-login';
export {
  signInWithTelegram,
  type TelegramAnswer,
  type TelegramSignInOutcome,
  type TelegramSignInRequest,
} from './third-party/telegram-sign-in';
export { useAutoLogin, type AutoLoginPhase } from './third-party/use-auto-login';
export { BrowserFactsShown } from './host/browser-fact';
/** A call behind its scene's captcha, solved without a click (the help-center form, decision 129). */
export { callWithCaptcha } from './captcha/call-with-captcha';
/** A QR code drawn in the browser, dark on light in both themes (`link`, accessible `label`). */
export { QrImageView as QrCode } from './flows/qr-login/screens/qr-image.view';
export {
  KNOWN_LANGUAGES,
  directionOf,
  isRtlLanguage,
  knownLanguage,
  languageOf,
  splitLanguageSegment,
} from './host/language';
export { dashboardUrl } from './widget/after-success';
export { arrivalFacts, destinationAfterSuccess } from './widget/destination';
/** Fetches a language's texts before a prerendered page hydrates (decision 050). */
export { preloadWidgetLanguage } from './i18n/create-i18n';
/** The widget's translator, for a host app's own texts (decision 052). */
export {
  createI18n,
  type I18n,
  type I18nConfig,
  type Resources,
  type Texts,
  type TFunction,
  type TOptions,
  type TranslationKey,
} from './i18n/translator';
export { I18nProvider, useTranslation } from './i18n/use-translation';
/** The pseudo-locale's texts (en-XA), for the host app's own (decision 077). */
export { pseudoTexts } from './i18n/pseudo';
export { loadChain, type LoadedChain } from './i18n/locale-loader';

// The post-login redirect rule (also alone, without React: '@foyer/ui/redirect')
export {
  AUTH_PATHS,
  resolveAllowedUrl,
  resolvePostLoginRedirect,
  type AllowedUrlInput,
  type PostLoginRedirectInput,
  type RedirectScope,
} from './redirect';
