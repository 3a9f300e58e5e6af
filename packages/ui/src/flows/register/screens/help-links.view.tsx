import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { displayTarget } from '../../shared/credentials-form';
import styles from '../../shared/flow.module.css';
import type { RegisterController } from '../use-register';
import { DidNotReceiveDialog } from './did-not-receive-dialog.view';

/** "Didn't receive email" (the help dialog) and the modify-contact link of behaviour §2. */
export function HelpLinks({ register }: { register: RegisterController }) {
  const { t } = useTranslation();
  const { snapshot, send } = register;
  const [helpOpen, setHelpOpen] = useState(false);
  const { form } = snapshot.context;
  const byEmail = form.method === 'email';
  return (
    <>
      <div className={styles.row}>
        <button type="button" className={styles.linkButton} onClick={() => setHelpOpen(true)}>
          {t(byEmail ? 'register:verify.didNotReceiveEmail' : 'register:verify.didNotReceiveSms')}
        </button>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => send({ type: 'CHANGE_CONTACT' })}
        >
          {t(byEmail ? 'register:verify.changeEmail' : 'register:verify.changePhone')}
        </button>
      </div>
      <DidNotReceiveDialog
        open={helpOpen}
        target={displayTarget(form)}
        byEmail={byEmail}
        onClose={() => setHelpOpen(false)}
      />
    </>
  );
}
