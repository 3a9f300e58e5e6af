/**
 * Where a sign-up came from, as the account's channel record keeps it (docs/decisions/147):
 * behaviour §3's `from`, `g`, `location_link`, `url`, `live_country_code` (and a third-party
 * sign-in's `risk_ext` version) of the call that made the account. The schema checked their shape; an address loses its query and fragment
 * here too (they may carry an e-mail, a code or a token), whatever the client sent.
 */

/** The fields as a request carries them, each optional. */
export interface SignUpVisitFields {
  from?: string | undefined;
  g?: string | undefined;
  location_link?: string | undefined;
  url?: string | undefined;
  live_country_code?: string | undefined;
  /** A third-party sign-in's risk report version (behaviour §3 `risk_ext {version}`). */
  risk_ext?: { version: string } | undefined;
}

/** An address without its query and fragment; undefined for none or one that does not parse. */
function addressWithoutQuery(text: string | undefined): string | undefined {
  if (!text) return undefined;
  try {
    const address = new URL(text);
    return `${address.origin}${address.pathname}`;
  } catch {
    return undefined;
  }
}

/** The JSON text kept in `account_channels.visit`; null when the call sent none of them. */
export function signUpVisitOf(fields: SignUpVisitFields): string | null {
  const kept = Object.entries({
    from: fields.from,
    g: fields.g,
    location_link: addressWithoutQuery(fields.location_link),
    url: addressWithoutQuery(fields.url),
    live_country_code: fields.live_country_code?.toUpperCase(),
    risk_ext_version: fields.risk_ext?.version,
  }).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return kept.length > 0 ? JSON.stringify(Object.fromEntries(kept)) : null;
}
