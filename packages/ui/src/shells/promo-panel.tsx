import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../components/icons';
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

/** The right-hand promo panel of the page variant (static for now; remote config later). */
export function PromoPanel() {
  const { t } = useTranslation();
  return (
    <div className={styles.promo}>
      <PromoArt />
      <h2 className={styles.promoTitle}>{t('common:promo.title')}</h2>
      <p className={styles.promoText}>{t('common:promo.subtitle')}</p>
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
