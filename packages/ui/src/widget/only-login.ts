/**
 * The onlyLogin mode (behaviour §1: "An onlyLogin mode hides registration"), applied in one
 * place, the widget's provider: no log-in / sign-up toggle, the log-in view whatever view was
 * asked for, no switch to sign-up, and a third-party sign-in that never makes an account (the
 * server answers 48030 to a person it does not know).
 */
import { thirdPartyLoginCall } from '@foyer/contract';
import type { WidgetMode, WidgetOptions } from './widget-options';

type RequestFields = WidgetOptions['requestFields'];

/** The options with the toggle hidden when onlyLogin is on. */
export function withOnlyLogin(options: WidgetOptions): WidgetOptions {
  return options.onlyLogin ? { ...options, hideToggle: true } : options;
}

/** The view shown for a view asked for: always log-in in onlyLogin mode. */
export function modeShown(asked: WidgetMode, onlyLogin: boolean | undefined): WidgetMode {
  return onlyLogin ? 'login' : asked;
}

/**
 * The host's request fields, and in onlyLogin mode `login_only: true` on the third-party log-in,
 * so a provider's sign-in of an unknown person makes no account.
 */
export function onlyLoginFields(
  given: RequestFields,
  onlyLogin: boolean | undefined,
): RequestFields {
  if (!onlyLogin) return given;
  return (path) =>
    path === thirdPartyLoginCall.path ? { ...given?.(path), login_only: true } : given?.(path);
}
