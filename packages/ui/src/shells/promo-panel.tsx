import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { CheckIcon } from '../components/icons';
import { useWidget } from '../widget/widget-context';
import { loadPromoContent, type PromoContent } from './promo-config';
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

/** The configured panel: image (a link when one is configured), title, subtitle. */
function ConfiguredPromo({ content }: { content: PromoContent }) {
  const image = content.image ? (
    <img className={styles.promoImage} src={content.image} alt="" width={304} height={280} />
  ) : null;
  return (
    <div className={styles.promo}>
      {image && content.link ? (
        <a href={content.link} target="_blank" rel="noopener noreferrer" aria-label={content.title}>
          {image}
        </a>
      ) : (
        image
      )}
      <h2 className={styles.promoTitle}>{content.title}</h2>
      {content.subtitle ? <p className={styles.promoText}>{content.subtitle}</p> : null}
    </div>
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
  const [loaded, setLoaded] = useState<{ for: string; content?: PromoContent }>();
  useEffect(() => {
    let live = true;
    void loadPromoContent(api, mode, lang).then((content) => {
      if (live) setLoaded({ for: `${mode} ${lang}`, content });
    });
    return () => {
      live = false;
    };
  }, [api, mode, lang]);
  const content = loaded?.for === wanted ? loaded.content : undefined;
  // "Open an account in a minute" is no offer where no account can be opened (decision 130).
  return content ? (
    <ConfiguredPromo content={content} />
  ) : (
    <DefaultPromo onlyLogin={options.onlyLogin} />
  );
}
