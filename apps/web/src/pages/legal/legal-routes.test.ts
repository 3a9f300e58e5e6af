import { describe, expect, it } from 'vitest';
import { SITE_CODES, legalLinksFor } from '@foyer/contract';
import { localizedPath } from '../../routing/localized-path';
import { matchRoute } from '../../routing/match-route';
import { LEGAL_ROUTES } from './legal-routes';

const pageAt = (pathname: string) => {
  const route = matchRoute(LEGAL_ROUTES, localizedPath(pathname).path);
  return route && { site: route.site, document: route.document };
};

describe('each region has its own legal pages, and the reference app serves them (decision 128)', () => {
  it.each(SITE_CODES)(
    "the %s site's default terms and privacy links open that site's pages",
    (site) => {
      for (const lang of ['en', 'de', 'ar-SA']) {
        const links = legalLinksFor(site, lang);
        expect(pageAt(links.terms)).toEqual({ site, document: 'terms' });
        expect(pageAt(links.privacy)).toEqual({ site, document: 'privacy' });
      }
    },
  );

  it('a path no site names is no legal page', () => {
    expect(pageAt('/en/xx/terms')).toBeUndefined();
    expect(pageAt('/en/eu/terms/more')).toBeUndefined();
    expect(pageAt('/en/termsx')).toBeUndefined();
  });

  it('as the router reads a path: letter case and a trailing slash do not matter', () => {
    expect(pageAt('/en/EU/Privacy/')).toEqual({ site: 'EU', document: 'privacy' });
  });
});
