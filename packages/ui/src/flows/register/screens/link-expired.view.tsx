import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { FlowHeading } from '../../shared/flow-heading';
import styles from '../../shared/flow.module.css';
import type { RegisterController } from '../use-register';

/** The activation poll said expired or error (behaviour §4): polling stopped; start again. */
export function LinkExpiredView({ register }: { register: RegisterController }) {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <FlowHeading subtitle={t('register:link.expiredText')}>
        {t('register:link.expiredTitle')}
      </FlowHeading>
      <Button className={styles.submit} onClick={() => register.send({ type: 'START_AGAIN' })}>
        {t('register:link.startAgain')}
      </Button>
    </div>
  );
}
