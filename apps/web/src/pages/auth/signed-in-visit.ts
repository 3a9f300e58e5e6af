/**
 * A visit to log-in or sign-up with a session goes on to where the visitor was going, not to
 * an empty form (issue 36, point 5): the destination a log-in would reach, by the widget's own
 * rule (`destinationAfterSuccess`: the EU site's and `guide_complete_kyc`'s identity page, else
 * the page's `redirect_url` through the post-login redirect rule, else the dashboard). Loaded
 * after the first screen, so the first chunk carries only the import.
 */
import { siteFromHost } from '@foyer/contract';
import { arrivalFacts, destinationAfterSuccess } from '@foyer/ui';
import { readProfile } from '../../api/profile';

/** Where a signed-in visitor of a log-in or sign-up page on `page` goes. */
export function signedInDestination(lang: string, page: URL, referrer: string): string {
  return destinationAfterSuccess({
    mode: 'login',
    lang,
    site: siteFromHost(page.hostname),
    arrival: arrivalFacts(page.origin, page.search, referrer),
    // Same-origin targets only: a signed-in bounce never leaves for another domain unasked.
    whitelist: [],
  });
}

/** The destination when this browser has a session; undefined when it has none. */
export async function destinationIfSignedIn(lang: string): Promise<string | undefined> {
  // The page it goes on to reads the same answer (api/profile.ts).
  const outcome = await readProfile(lang);
  if (!outcome.ok) return undefined;
  return signedInDestination(lang, new URL(window.location.href), document.referrer);
}
