import { useRef, type FormEvent as ReactFormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { keyOf } from '../../../i18n/namespaces';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { useWidget } from '../../../widget/widget-context';
import { FlowHeading } from '../../shared/flow-heading';
import { focusFirstInvalid } from '../../shared/focus-first-invalid';
import styles from '../../shared/flow.module.css';
import { useFocusOnRefusal, useRefusalText } from '../../shared/use-refusal-text';
import { visibleSubAccountError, type SubAccountField } from '../sub-account-form';
import type { SubAccountLoginController } from '../use-sub-account-login';

interface Props {
  login: SubAccountLoginController;
  /** Where "Main account login" leads (main_login_url, checked). */
  mainLoginUrl: string;
}

/** The sub-account log-in form: name, password, "Log in", and the link back to main log-in. */
export function SubAccountLoginFormView({ login, mainLoginUrl }: Props) {
  const { t } = useTranslation();
  const { navigate, options } = useWidget();
  const { snapshot, send } = login;
  const { form, refusal } = snapshot.context;
  const submitting = snapshot.matches('submittingCredentials');
  const passwordRefusal = useRefusalText(refusal, 'password', 'login');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnRefusal(formRef, refusal);
  const bind = (field: SubAccountField) => {
    const key = visibleSubAccountError(form, field);
    return {
      value: form[field],
      error: key ? t(keyOf('subAccount', key)) : null,
      onValueChange: (value: string) => send({ type: 'FIELD_CHANGED', field, value }),
      onBlur: () => send({ type: 'FIELD_BLURRED', field }),
    };
  };

  function onSubmit(event: ReactFormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ type: 'SUBMIT' });
    focusFirstInvalid(event.currentTarget);
  }

  return (
    <div className={styles.screen}>
      <FlowHeading subtitle={t('subAccount:subtitle')}>{t('subAccount:title')}</FlowHeading>
      <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
        <TextField
          {...bind('name')}
          label={t('subAccount:name')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
        />
        <PasswordField
          {...bind('password')}
          refusal={passwordRefusal}
          autoComplete="current-password"
        />
        <Button type="submit" className={styles.submit} busy={submitting} disabled={submitting}>
          {options.submitTexts?.login ?? t('subAccount:submit')}
        </Button>
      </form>
      <p className={styles.footer}>
        <a
          className={styles.link}
          href={mainLoginUrl}
          onClick={(event) => {
            event.preventDefault();
            navigate(mainLoginUrl);
          }}
        >
          {t('subAccount:mainLogin')}
        </a>
      </p>
    </div>
  );
}
