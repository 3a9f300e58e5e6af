import './download-page.css';
import { useEffect, useMemo, useState } from 'react';
import { QrCode, loadWebConfig } from '@foyer/ui';
import { createAppApi } from '../../api/app-api';
import { Link } from '../../routing/link';
import { useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { AppPage } from '../../app-shell/app-page';
import { PageLoading } from '../../app-shell/page-loading';
import { usePageTitle } from '../../app-shell/use-page-title';
import { downloadOffer, type DownloadOffer } from './download-offer';
import download from '../../i18n/locales/en/app-pages/download.json';
import { addPageTexts } from '../../i18n/app-i18n';

addPageTexts({ download });

/** The offer of the site's web config (POST /v3/config/web); a failed read offers none. */
function useDownloadOffer(lang: string): DownloadOffer | null {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [offer, setOffer] = useState<DownloadOffer | null>(null);
  useEffect(() => {
    let live = true;
    const page = `${window.location.origin}${window.location.pathname}`;
    void loadWebConfig(api).then((config) => {
      if (live) setOffer(downloadOffer(config?.download, page));
    });
    return () => {
      live = false;
    };
  }, [api]);
  return offer;
}

/**
 * /{lang}/download (behaviour §2 post-login destination, decision 132): where the exchange's
 * app is got, as the operator configured it for the site (APP_DOWNLOAD): store links, a direct
 * APK, a QR code of the download address for a visitor at a computer. A sign-up finished on a
 * phone comes here when the site's configuration says so. No session needed.
 */
export default function DownloadPage() {
  const { t } = useAppTranslation();
  const { lang, localize, ready } = useApp();
  const offer = useDownloadOffer(lang);
  usePageTitle('app:download.title');

  if (!ready || offer === null) return <PageLoading />;
  return (
    <AppPage>
      <section className="app-card" aria-labelledby="download-title">
        <h1 id="download-title">{t('app:download.title')}</h1>
        {offer.kind === 'none' ? (
          <div className="app-notice">
            <p className="app-notice-title">{t('app:download.noApp')}</p>
            <p>{t('app:download.noAppDetail')}</p>
          </div>
        ) : (
          <>
            <p>{t('app:download.intro')}</p>
            <ul className="download-links">
              {offer.links.map(({ kind, href }) => (
                <li key={kind}>
                  <a className="app-button download-link" href={href}>
                    {t(`app:download.${kind}`)}
                  </a>
                </li>
              ))}
            </ul>
            {offer.links.some((link) => link.kind === 'apk') ? (
              <p className="app-muted">{t('app:download.apkNote')}</p>
            ) : null}
            <div className="download-scan-part">
              <h2 className="download-scan">{t('app:download.scan')}</h2>
              <div className="download-qr">
                <QrCode link={offer.qr} label={t('app:download.qrLabel')} />
              </div>
            </div>
          </>
        )}
        <Link to={localize('/dashboard')}>{t('app:download.toDashboard')}</Link>
      </section>
    </AppPage>
  );
}
