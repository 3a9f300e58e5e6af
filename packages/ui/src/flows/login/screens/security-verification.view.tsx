import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../../components/code-input';
import { FlowHeading } from '../../shared/flow-heading';
import styles from '../../shared/flow.module.css';
import type { LoginController } from '../use-login';
import { BackStep } from './back-step.view';

/**
 * The security verification panel (SPEC §2, §4 risk_token): a log-in from a new device or
 * country; a code goes to the account's e-mail or phone, and the login is re-sent with the
 * verified risk token.
 */
export function SecurityVerificationView({ login }: { login: LoginController }) {
  const { t } = useTranslation();
  const { snapshot, send } = login;
  const { riskCodeTarget, codeAttempt } = snapshot.context;
  const entering = snapshot.matches({ securityVerification: 'enteringCode' });
  const sending = snapshot.matches({ securityVerification: 'sendingCode' });
  // Isolated (FSI…PDI) so a left-to-right address keeps its order in right-to-left text.
  const subtitle = riskCodeTarget
    ? t('securityVerification:sentTo', { target: `\u2068${riskCodeTarget}\u2069` })
    : t('securityVerification:intro');

  return (
    <div className={styles.screen}>
      <BackStep title={t('securityVerification:back')} onBack={() => send({ type: 'BACK' })} />
      <FlowHeading subtitle={subtitle}>{t('securityVerification:title')}</FlowHeading>
      <div className={styles.form}>
        <CodeInput
          resetKey={codeAttempt}
          autoFocus
          disabled={!entering}
          onComplete={(code) => send({ type: 'RISK_CODE_COMPLETED', code })}
        />
        {!entering && !sending ? (
          <p className={styles.busy} aria-live="polite">
            {t('securityVerification:checking')}
          </p>
        ) : null}
        <div className={styles.row}>
          <button
            type="button"
            className={styles.linkButton}
            disabled={!entering}
            onClick={() => send({ type: 'RESEND_RISK_CODE' })}
          >
            {t('securityVerification:resend')}
          </button>
        </div>
      </div>
    </div>
  );
}
