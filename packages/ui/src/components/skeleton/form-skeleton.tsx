import { useTranslation } from '../../i18n/use-translation';
import { VISUALLY_HIDDEN_CLASS } from '../../theme/theme';
import styles from './skeleton.module.css';

/** The loading skeleton of a form (behaviour §2: 440 px high on the page, 400x548 in the modal). */
export function FormSkeleton({ variant = 'page' }: { variant?: 'page' | 'modal' }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} data-variant={variant} aria-busy="true">
      <span className={VISUALLY_HIDDEN_CLASS}>{t('common:loading')}</span>
      <div className={styles.bar} data-size="title" />
      <div className={styles.bar} data-size="tabs" />
      <div className={styles.bar} />
      <div className={styles.bar} />
      <div className={styles.bar} data-size="button" />
    </div>
  );
}
