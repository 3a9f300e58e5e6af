import { useTranslation } from '../../i18n/use-translation';
import { PasswordField } from '../../components/password-field';
import { LOGIN_RULES } from '../login/login-rules';
import { AccountFields } from '../recovery/screens/account-step.view';
import { CodeSentView } from '../recovery/screens/code-step.view';
import { BackToLogIn } from '../recovery/screens/back-to-log-in.view';
import { DoneStepView } from '../recovery/screens/done-step.view';
import own from '../recovery/recovery.module.css';
import { isolatedTarget } from '../shared/credentials-form';
import { FlowHeading } from '../shared/flow-heading';
import styles from '../shared/flow.module.css';
import { useFieldBinding, type BoundRefusal } from '../shared/use-field-binding';
import { useRefusalText } from '../shared/use-refusal-text';
import { unblockTime } from './unblock-time';
import { useUnblock } from './use-unblock';

/** Self-unblock: account and password, then the code, then "Log in". */
export function UnblockFlow() {
  const { t, i18n } = useTranslation();
  const { snapshot, send, countries, countryImplied } = useUnblock();
  const { form, bannedAt, codeAttempt, refusal } = snapshot.context;
  // The calls run in the log-in's context: the kept words are the toast's (attempts left…).
  const kept: BoundRefusal = { refusal, context: 'login' };
  const bind = useFieldBinding(form, send, LOGIN_RULES, kept);
  const codeRefusal = useRefusalText(refusal, 'code', kept.context);

  if (snapshot.matches('done')) {
    return (
      <DoneStepView title={t('recovery:unblock.doneTitle')} body={t('recovery:unblock.doneBody')} />
    );
  }
  if (snapshot.matches('enteringCode') || snapshot.matches('unblocking')) {
    return (
      <CodeSentView
        subtitle={t('recovery:unblock.codeSentTo', { target: isolatedTarget(form) })}
        attempt={codeAttempt}
        busy={snapshot.matches('unblocking')}
        refusal={codeRefusal}
        onComplete={(code) => send({ type: 'CODE_COMPLETED', code })}
        onChangeAccount={() => send({ type: 'CHANGE_CONTACT' })}
      />
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
        kept={kept}
      >
        <PasswordField {...bind('password')} autoComplete="current-password" />
      </AccountFields>
      <BackToLogIn />
    </div>
  );
}
