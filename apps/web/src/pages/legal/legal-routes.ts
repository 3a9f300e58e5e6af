/**
 * Where the reference app serves the legal pages (decision 128): at the default links of the
 * terms checkbox (`legalLinksFor` of the contract), so a default install has no dead legal
 * link: `/terms` and `/privacy` for the main site, `/{label}/terms` and `/{label}/privacy` for
 * a regional one (`/eu/privacy`), after the language segment. Matched by `OtherPage`, off the
 * first visit's chunk, like the OAuth steps.
 */
import { SITES, type SiteCode } from '@foyer/contract';

export type LegalDocument = 'terms' | 'privacy';

export interface LegalRoute {
  path: string;
  site: SiteCode;
  document: LegalDocument;
}

export const LEGAL_ROUTES: readonly LegalRoute[] = Object.values(SITES).flatMap(
  ({ code, hostLabels: [label] }) =>
    (['terms', 'privacy'] as const).map((document) => ({
      path: `${label ? `/${label}` : ''}/${document}`,
      site: code,
      document,
    })),
);
