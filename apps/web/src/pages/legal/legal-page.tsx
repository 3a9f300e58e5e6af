import './legal-page.css';
import { useEffect, useState } from 'react';
import type { SiteCode } from '@foyer/contract';
import { directionOf } from '@foyer/ui';
import { useApp } from '../../app-shell/app-context';
import { AppPage } from '../../app-shell/app-page';
import { PageLoading } from '../../app-shell/page-loading';
import { useAppTranslation } from '../../i18n/app-i18n';
import { Link } from '../../routing/link';
import { LEGAL_ROUTES, type LegalDocument } from './legal-routes';
import { loadLegalText, type LoadedLegalText } from './legal-texts';
import { BRAND } from '../../app-shell/brand';

/**
 * `/{lang}/terms`, `/{lang}/privacy` and each regional site's `/{lang}/{label}/terms|privacy`
 * (decision 128): the reference app's white-label legal pages, which the terms checkbox and
 * the EU news opt-in link by default. A template, and it says so at its top; an operator
 * points the links at its own pages instead (the widget's `legalLinks`, the app's
 * `VITE_LEGAL_LINKS`).
 */
export default function LegalPage({ site, document }: { site: SiteCode; document: LegalDocument }) {
  const { lang, localize } = useApp();
  const [text, setText] = useState<LoadedLegalText | null>(null);
  useEffect(() => {
    let live = true;
    void loadLegalText(lang, site, document).then((loaded) => {
      if (live) setText(loaded);
    });
    return () => {
      live = false;
    };
  }, [lang, site, document]);
  // usePageTitle's format, with the document's own title, which is no key of the app's texts.
  const { t } = useAppTranslation();
  const title = text && t('app:titleFormat', { page: text.document.title, brand: BRAND.name });
  useEffect(() => {
    if (title) window.document.title = title;
  }, [title]);

  if (!text) return <PageLoading />;
  const other = LEGAL_ROUTES.find((route) => route.site === site && route.document !== document);
  return (
    <AppPage>
      <article
        className="app-card legal-page"
        lang={text.language}
        dir={directionOf(text.language)}
      >
        <h1>{text.document.title}</h1>
        <p className="app-muted">{text.siteLine}</p>
        <p className="legal-notice" role="note">
          {text.notice}
        </p>
        {text.document.sections.map(({ heading, body }) => (
          <section key={heading} className="legal-section">
            <h2>{heading}</h2>
            <p>{body}</p>
          </section>
        ))}
        {other ? <Link to={localize(other.path)}>{text.otherTitle}</Link> : null}
      </article>
    </AppPage>
  );
}
