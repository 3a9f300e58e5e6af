/**
 * Where the promo link's express page sends a visitor instead of the reference page (decision
 * 134): the exchange's own buying service, set when the app is built (`VITE_EXPRESS_BUY_URL`,
 * `{lang}` filled with the page's language). The identity page's rule for its provider: only an
 * https address (http on a loopback host) is followed; anything else counts as unset.
 */
import { identityProviderUrl } from '../identity/identity-provider';

export function expressPageUrl(raw: string | undefined, lang: string): string | undefined {
  return identityProviderUrl(raw, lang);
}
