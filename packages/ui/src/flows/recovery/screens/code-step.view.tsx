import { useTranslation } from '../../../i18n/use-translation';
import { CodeInput } from '../../../components/code-input';
import { isolatedTarget } from '../../shared/credentials-form';
import { FlowHeading } from '../../shared/flow-heading';
import styles from '../../shared/flow.module.css';
import type { RecoveryController } from '../use-recovery';

/**
 * "Enter the verification code": the six boxes, a new code, another account; by e-mail, that
 * the mail's link works too.
 */
export function CodeStepView({ recovery }: { recovery: RecoveryController }) {
  const { t } = useTranslation();
  const { snapshot, send } = recovery;
  const { form, codeAttempt } = snapshot.context;
  const resending = snapshot.matches('resendingCode');

  return (
    <div className={styles.screen}>
      <FlowHeading subtitle={t('recovery:codeSentTo', { target: isolatedTarget(form) })}>
        {t('recovery:codeTitle')}
      </FlowHeading>
      <div className={styles.form}>
        <CodeInput
          resetKey={codeAttempt}
          autoFocus
          disabled={resending}
          onComplete={(code) => send({ type: 'CODE_COMPLETED', code })}
        />
        {/* A recovery e-mail also carries a link that needs no code (decision 105). */}
        {form.method === 'email' ? (
          <p className={styles.subtitle}>{t('recovery:linkHint')}</p>
        ) : null}
        <div className={styles.row}>
          <button
            type="button"
            className={styles.linkButton}
            disabled={resending}
            onClick={() => send({ type: 'RESEND' })}
          >
            {t('recovery:resend')}
          </button>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => send({ type: 'CHANGE_CONTACT' })}
          >
            {t('recovery:changeAccount')}
          </button>
        </div>
      </div>
    </div>
  );
}
