import { useTranslation } from '../../../i18n/use-translation';
import styles from '../qr-login.module.css';

/** The QR tab while its code is being created (and while the tab's code itself loads). */
export function QrGeneratingView() {
  const { t } = useTranslation();
  return (
    <div className={styles.panel} aria-busy="true">
      <div className={styles.placeholder} aria-hidden="true" />
      <p role="status" className={styles.hint}>
        {t('qr:generating')}
      </p>
    </div>
  );
}
