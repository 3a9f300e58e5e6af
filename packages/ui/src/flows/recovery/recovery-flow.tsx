import { useTranslation } from '../../i18n/use-translation';
import { isolatedTarget } from '../shared/credentials-form';
import { FlowHeading } from '../shared/flow-heading';
import { useRefusalText } from '../shared/use-refusal-text';
import styles from '../shared/flow.module.css';
import { ACCOUNT_RULES } from './recovery-rules';
import own from './recovery.module.css';
import { AccountFields } from './screens/account-step.view';
import { CodeSentView } from './screens/code-step.view';
import { DoneStepView } from './screens/done-step.view';
import { PasswordStepView } from './screens/password-step.view';
import { WaysInStepView } from './screens/ways-in-step.view';
import { useRecovery } from './use-recovery';
import { BackToLogIn } from './screens/back-to-log-in.view';

/**
 * The password recovery flow: the map of its screens. `resetRequired` (from=trustFirst,
 * pre_action 1) says why the person is here; `resetToken`, that the recovery e-mail's link
 * brought them (decision 105), so they only choose the new password.
 */
export function RecoveryFlow({
  resetRequired = false,
  resetToken = null,
}: {
  resetRequired?: boolean;
  resetToken?: string | null;
}) {
  const { t } = useTranslation();
  const recovery = useRecovery(resetToken);
  const { snapshot, send, countries, countryImplied } = recovery;
  const { refusal } = snapshot.context;
  const codeRefusal = useRefusalText(refusal, 'code', 'other');

  if (snapshot.matches('reviewingWaysIn') || snapshot.matches('keepingWaysIn')) {
    return <WaysInStepView recovery={recovery} />;
  }
  if (snapshot.matches('done')) {
    return <DoneStepView title={t('recovery:doneTitle')} body={t('recovery:doneBody')} />;
  }
  if (snapshot.matches('enteringCode') || snapshot.matches('resendingCode')) {
    const { form, codeAttempt, codeSentAt } = snapshot.context;
    const resending = snapshot.matches('resendingCode');
    return (
      <CodeSentView
        subtitle={t('recovery:codeSentTo', { target: isolatedTarget(form) })}
        attempt={codeAttempt}
        busy={resending}
        refusal={codeRefusal}
        onComplete={(code) => send({ type: 'CODE_COMPLETED', code })}
        onChangeAccount={() => send({ type: 'CHANGE_CONTACT' })}
        resend={{ busy: resending, sentAt: codeSentAt, onResend: () => send({ type: 'RESEND' }) }}
        hint={
          // A recovery e-mail also carries a link that needs no code (decision 105).
          form.method === 'email' ? (
            <p className={styles.subtitle}>{t('recovery:linkHint')}</p>
          ) : null
        }
      />
    );
  }
  if (snapshot.matches('choosingPassword') || snapshot.matches('resetting')) {
    return <PasswordStepView recovery={recovery} />;
  }
  return (
    <div className={styles.screen}>
      <FlowHeading subtitle={t('recovery:subtitle')}>{t('recovery:title')}</FlowHeading>
      {resetRequired ? (
        <p className={own.notice} role="status">
          {t('recovery:trustFirst')}
        </p>
      ) : null}
      <AccountFields
        form={snapshot.context.form}
        send={send}
        rules={ACCOUNT_RULES}
        countries={countries}
        countryImplied={countryImplied}
        methodsLabel={t('recovery:methods')}
        busy={snapshot.matches('sendingCode')}
        submitText={t('recovery:sendCode')}
        kept={{ refusal, context: 'other' }}
      />
      <BackToLogIn />
    </div>
  );
}
