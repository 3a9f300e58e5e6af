import { useTranslation } from '../../i18n/use-translation';
import { CodeInput } from '../../components/code-input';
import { PasswordField } from '../../components/password-field';
import { LOGIN_RULES } from '../login/login-rules';
import { AccountFields } from '../recovery/screens/account-step.view';
import { DoneStepView } from '../recovery/screens/done-step.view';
import own from '../recovery/recovery.module.css';
import { isolatedTarget } from '../shared/credentials-form';
import { FlowHeading } from '../shared/flow-heading';
import styles from '../shared/flow.module.css';
import { useFieldBinding } from '../shared/use-field-binding';
import { unblockTime } from './unblock-time';
import { useUnblock } from './use-unblock';

/** Self-unblock: account and password, then the code, then "Log in". */
export function UnblockFlow() {
  const { t, i18n } = useTranslation();
  const { snapshot, send, countries, countryImplied } = useUnblock();
  const { form, bannedAt, codeAttempt } = snapshot.context;
  const bind = useFieldBinding(form, send, LOGIN_RULES);

  if (snapshot.matches('done')) {
    return (
      <DoneStepView title={t('recovery:unblock.doneTitle')} body={t('recovery:unblock.doneBody')} />
    );
  }
  if (snapshot.matches('enteringCode') || snapshot.matches('unblocking')) {
    return (
      <div className={styles.screen}>
        <FlowHeading subtitle={t('recovery:unblock.codeSentTo', { target: isolatedTarget(form) })}>
          {t('recovery:codeTitle')}
        </FlowHeading>
        <div className={styles.form}>
          <CodeInput
            resetKey={codeAttempt}
            autoFocus
            disabled={snapshot.matches('unblocking')}
            onComplete={(code) => send({ type: 'CODE_COMPLETED', code })}
          />
          <div className={styles.row}>
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
  return (
    <div className={styles.screen}>
      <FlowHeading subtitle={t('recovery:unblock.subtitle')}>
        {t('recovery:unblock.title')}
      </FlowHeading>
      {bannedAt !== null ? (
        <p className={own.notice} role="status">
          {t('recovery:unblock.unblockAt', { time: unblockTime(bannedAt, i18n.language) })}
        </p>
      ) : null}
      <AccountFields
        form={form}
        send={send}
        rules={LOGIN_RULES}
        countries={countries}
        countryImplied={countryImplied}
        methodsLabel={t('recovery:unblock.methods')}
        busy={snapshot.matches('sendingCode')}
        submitText={t('recovery:unblock.continue')}
      >
        <PasswordField {...bind('password')} autoComplete="current-password" />
      </AccountFields>
    </div>
  );
}
