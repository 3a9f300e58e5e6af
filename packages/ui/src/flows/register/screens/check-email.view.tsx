import { useTranslation } from '../../../i18n/use-translation';
import { displayTarget } from '../../shared/credentials-form';
import { FlowHeading } from '../../shared/flow-heading';
import styles from '../../shared/flow.module.css';
import type { RegisterController } from '../use-register';
import { isolate } from './isolate';
import { HelpLinks } from './help-links.view';
import { ResendRow } from './resend-row.view';

/**
 * VERIFY_LINK: "Check your email" while the activation poll waits for the link to be opened,
 * on this device or any other; the sign-up continues here by itself.
 */
export function CheckEmailView({ register }: { register: RegisterController }) {
  const { t } = useTranslation();
  const { snapshot } = register;
  const target = isolate(displayTarget(snapshot.context.form));
  const creating = !snapshot.matches('waitingForLink');
  return (
    <div className={styles.screen}>
      <FlowHeading subtitle={t('register:link.sentTo', { target })}>
        {t('register:link.title')}
      </FlowHeading>
      <div className={styles.form}>
        <p className={styles.busy} role="status">
          {t(creating ? 'register:creatingAccount' : 'register:link.waiting')}
        </p>
        <ResendRow register={register} screen="waitingForLink" />
        <HelpLinks register={register} />
      </div>
    </div>
  );
}
