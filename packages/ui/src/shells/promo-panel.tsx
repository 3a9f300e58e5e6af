import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { CheckIcon } from '../components/icons';
import { useWidget } from '../widget/widget-context';
import { loadPromoEntry } from './promo-config';
import styles from './shells.module.css';

const POINTS = ['common:promo.point1', 'common:promo.point2', 'common:promo.point3'] as const;

function PromoArt() {
  return (
    <svg className={styles.promoArt} viewBox="0 0 304 200" aria-hidden="true" focusable="false">
      <rect x="24" y="28" width="200" height="128" rx="18" fill="currentColor" opacity="0.12" />
      <rect x="80" y="52" width="200" height="128" rx="18" fill="currentColor" opacity="0.18" />
      <polyline
        points="100,150 140,118 172,132 214,88 256,100"
        fill="none"
        stroke="currentColor"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="256" cy="100" r="9" fill="currentColor" />
    </svg>
  );
}

/** The widget's own panel, shown until and unless remote config answers one. */
function DefaultPromo({ onlyLogin }: { onlyLogin: boolean | undefined }) {
  const { t } = useTranslation();
  return (
    <div className={styles.promo}>
      <PromoArt />
      <h2 className={styles.promoTitle}>{t('common:promo.title')}</h2>
      {onlyLogin ? null : <p className={styles.promoText}>{t('common:promo.subtitle')}</p>}
      <ul className={styles.promoPoints}>
        {POINTS.map((key) => (
          <li key={key}>
            <CheckIcon />
            {t(key)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The right-hand promo panel of the page variant (behaviour §2): driven by remote config
 * (web_loginpage_config or web_signuppage_config in the page language), else the widget's own.
 */
export function PromoPanel() {
  const { api, mode, lang, options } = useWidget();
  const wanted = `${mode} ${lang}`;
  // What was loaded, and for which view and language: a stale answer is never shown.
  const [loaded, setLoaded] = useState<{ for: string; panel?: ReactNode }>();
  useEffect(() => {
    let live = true;
    // The configured panel's code comes with the call, not with the first screen (156).
    void Promise.all([loadPromoEntry(api, mode, lang), import('./configured-promo')])
      .then(([json, { readPromoValue, ConfiguredPromo }]) => {
        const content = json === undefined ? undefined : readPromoValue(json, lang);
        return content && <ConfiguredPromo content={content} />;
      })
      .catch(() => undefined)
      .then((panel) => {
        if (live) setLoaded({ for: `${mode} ${lang}`, panel });
      });
    return () => {
      live = false;
    };
  }, [api, mode, lang]);
  const panel = loaded?.for === wanted ? loaded.panel : undefined;
  // "Open an account in a minute" is no offer where no account can be opened (decision 130).
  return panel ?? <DefaultPromo onlyLogin={options.onlyLogin} />;
}
