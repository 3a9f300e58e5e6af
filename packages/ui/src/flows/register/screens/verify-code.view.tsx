import { useTranslation } from '../../../i18n/use-translation';
import { CodeInput } from '../../../components/code-input';
import { displayTarget } from '../../shared/credentials-form';
import { FlowHeading } from '../../shared/flow-heading';
import { useRefusalText } from '../../shared/use-refusal-text';
import styles from '../../shared/flow.module.css';
import type { RegisterController } from '../use-register';
import { isolate } from './isolate';
import { HelpLinks } from './help-links.view';
import { ResendRow } from './resend-row.view';

/** VERIFY_CODE: "Verify your email", the six boxes, Resend, help, change contact. */
export function VerifyCodeView({ register }: { register: RegisterController }) {
  const { t } = useTranslation();
  const { snapshot, send } = register;
  const { form, codeAttempt } = snapshot.context;
  const refusal = useRefusalText(snapshot.context.refusal, 'code', 'register');
  const byEmail = form.method === 'email';
  const target = displayTarget(form);
  const creating = snapshot.matches({ verifyingCode: { code: 'creatingAccount' } });
  const checking = snapshot.matches({ verifyingCode: { code: 'checkingCode' } });

  return (
    <div className={styles.screen}>
      <FlowHeading subtitle={t('register:verify.sentTo', { target: isolate(target) })}>
        {t(byEmail ? 'register:verify.emailTitle' : 'register:verify.phoneTitle')}
      </FlowHeading>
      <div className={styles.form}>
        <CodeInput
          resetKey={codeAttempt}
          autoFocus
          disabled={creating || checking}
          error={refusal}
          onComplete={(code) => send({ type: 'CODE_COMPLETED', code })}
        />
        {creating ? (
          <p className={styles.busy} aria-live="polite">
            {t('register:creatingAccount')}
          </p>
        ) : null}
        <ResendRow register={register} screen="verifyingCode" />
        <HelpLinks register={register} />
      </div>
    </div>
  );
}
