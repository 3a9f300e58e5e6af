/**
 * The facts behind the QR tab rule (login-method.ts qrTabAllowed), read from the page and
 * the widget: the OAuth routes of behaviour §2 by their path, the in-app view by the messaging
 * app's web-view bridge, the compliance 'hide' action by the `hideQrCode` option.
 */
import { splitLanguageSegment } from '../../host/language';
import type { WidgetContextValue } from '../../widget/widget-context';
import type { QrTabFacts } from './login-method';

/**
 * /oauth, /oauth-login, /oauth-register, /oauth-authorized, after the language segment, in any
 * case: the web app's routes take them in any case (apps/web oauth-paths.ts).
 */
export function isOAuthPath(pathname: string): boolean {
  return /^\/oauth(?:-[a-z]+)?(?:\/|$)/i.test(splitLanguageSegment(pathname).path);
}

/** The globals a messaging app's web view adds (Telegram mini apps). */
export interface InAppGlobals {
  Telegram?: { WebApp?: { initData?: string } };
  TelegramWebviewProxy?: unknown;
}

export function isInAppView(globals: InAppGlobals): boolean {
  return Boolean(globals.Telegram?.WebApp?.initData) || globals.TelegramWebviewProxy !== undefined;
}

/** Whether this page runs in a messaging app's web view (read in the browser only). */
export const readInAppView = () => isInAppView(window as InAppGlobals);

/**
 * A device whose main pointer is a finger and cannot hover: a phone or a tablet (decision
 * 139). login-view.module.css hides the QR tab with the same query before the app arrives.
 */
export const TOUCH_ONLY_QUERY = '(hover: none) and (pointer: coarse)';

/** Whether this device is touch-only (read in the browser only). */
export const readTouchOnly = () => window.matchMedia?.(TOUCH_ONLY_QUERY).matches ?? false;

export function qrTabFacts(
  widget: Pick<WidgetContextValue, 'host' | 'options'>,
  inApp: boolean,
  touchOnly = false,
): QrTabFacts {
  return {
    site: widget.host.site,
    oauth: isOAuthPath(window.location.pathname),
    inApp,
    hiddenByCompliance: widget.options.hideQrCode === true,
    touchOnly,
  };
}
