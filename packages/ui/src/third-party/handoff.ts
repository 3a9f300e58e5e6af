/**
 * The sign-up hands a provider's id token to the log-in flow (docs/decisions/064): after the
 * sign-up's restriction gate, the call and every answer after it (a new account, an existing
 * one with its two-factor or security steps, the 48003 link dialog) are the log-in's, with the
 * sign-up's fields riding along. Kept in the page, not in a widget: a host that remounts the
 * widget on the mode change (a route per mode) still hands it over. Taken once.
 */
import type { ThirdPartyToken } from '../flows/login/login.setup';

let handedOver: ThirdPartyToken | undefined;

export function handTokenToLogIn(token: ThirdPartyToken): void {
  handedOver = token;
}

/** The token the sign-up handed over, if any; it is handed only once. */
export function takeHandedToken(): ThirdPartyToken | undefined {
  const token = handedOver;
  handedOver = undefined;
  return token;
}
