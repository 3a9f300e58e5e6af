import { useTranslation } from '../../../i18n/use-translation';
import { useWidget } from '../../../widget/widget-context';
import styles from '../../shared/flow.module.css';

/** "Back to log in", on every step of recovery and self-unblock before the last (issue 37). */
export function BackToLogIn() {
  const { t } = useTranslation();
  const { lang } = useWidget();
  return (
    <a className={styles.link} href={`/${lang}/login`}>
      {t('recovery:backToLogIn')}
    </a>
  );
}
