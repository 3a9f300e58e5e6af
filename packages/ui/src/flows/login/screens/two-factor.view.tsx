import { useTranslation } from '../../../i18n/use-translation';
import { CodeInput } from '../../../components/code-input';
import { FlowHeading } from '../../shared/flow-heading';
import styles from '../../shared/flow.module.css';
import type { LoginMachineView } from '../use-login';
import { useRefusalText } from '../../shared/use-refusal-text';
import { BackStep } from './back-step.view';

/**
 * The Google authenticator panel (behaviour §2, §4 google2fa_secret): six boxes for the code of
 * the authenticator app; once all six are in, the login is re-sent with it.
 */
export function TwoFactorView({ login }: { login: LoginMachineView }) {
  const { t } = useTranslation();
  const { snapshot, send } = login;
  const checking = !snapshot.matches('collectingTwoFactorCode');
  const refusal = useRefusalText(snapshot.context.refusal, 'code', 'login');

  return (
    <div className={styles.screen}>
      <BackStep
        title={t('twoFactor:login.back')}
        disabled={checking}
        onBack={() => send({ type: 'BACK' })}
      />
      <FlowHeading subtitle={t('twoFactor:login.subtitle')}>
        {t('twoFactor:login.title')}
      </FlowHeading>
      <div className={styles.form}>
        <CodeInput
          resetKey={snapshot.context.codeAttempt}
          autoFocus
          disabled={checking}
          error={refusal}
          onComplete={(code) => send({ type: 'TWO_FACTOR_CODE_COMPLETED', code })}
        />
        {checking ? (
          <p className={styles.busy} aria-live="polite">
            {t('twoFactor:login.checking')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
