/**
 * Where "Start verification" goes: the exchange's identity-verification provider, set when the
 * app is built (`VITE_IDENTITY_VERIFICATION_URL`, `{lang}` filled with the page's language).
 * Only an https address (http on a loopback host) is followed; anything else counts as unset, so
 * a typo never sends a visitor to a wrong page with their documents.
 */
export function identityProviderUrl(raw: string | undefined, lang: string): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw.replaceAll('{lang}', encodeURIComponent(lang)));
  } catch {
    return undefined;
  }
  const loopback = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  if (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) return url.href;
  return undefined;
}
