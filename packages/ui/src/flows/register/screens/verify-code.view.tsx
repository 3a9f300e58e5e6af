import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../../components/code-input';
import { displayTarget } from '../../shared/credentials-form';
import { FlowHeading } from '../../shared/flow-heading';
import styles from '../../shared/flow.module.css';
import type { RegisterController } from '../use-register';
import { DidNotReceiveDialog } from './did-not-receive-dialog.view';
import { ResendRow } from './resend-row.view';

/** The code step: "Verify your email", the six boxes, Resend, help, change contact. */
export function VerifyCodeView({ register }: { register: RegisterController }) {
  const { t } = useTranslation();
  const { snapshot, send } = register;
  const { form, codeAttempt } = snapshot.context;
  const [helpOpen, setHelpOpen] = useState(false);
  const byEmail = form.method === 'email';
  const target = displayTarget(form);
  const creating = snapshot.matches({ enteringCode: { code: 'creatingAccount' } });

  return (
    <div className={styles.screen}>
      <FlowHeading subtitle={t('register:verify.sentTo', { target })}>
        {t(byEmail ? 'register:verify.emailTitle' : 'register:verify.phoneTitle')}
      </FlowHeading>
      <div className={styles.form}>
        <CodeInput
          resetKey={codeAttempt}
          autoFocus
          disabled={creating}
          onComplete={(code) => send({ type: 'CODE_COMPLETED', code })}
        />
        {creating ? (
          <p className={styles.busy} aria-live="polite">
            {t('register:creatingAccount')}
          </p>
        ) : null}
        <ResendRow register={register} />
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
      </div>
      <DidNotReceiveDialog
        open={helpOpen}
        target={target}
        byEmail={byEmail}
        onClose={() => setHelpOpen(false)}
      />
    </div>
  );
}
