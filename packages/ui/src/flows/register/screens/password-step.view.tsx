import { useRef, type FormEvent as ReactFormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/password-field';
import { displayTarget } from '../../shared/credentials-form';
import { FlowHeading } from '../../shared/flow-heading';
import { focusFirstInvalid } from '../../shared/focus-first-invalid';
import styles from '../../shared/flow.module.css';
import { useFieldBinding } from '../../shared/use-field-binding';
import { useFocusOnRefusal } from '../../shared/use-refusal-text';
import { PASSWORD_STEP_RULES } from '../register-rules';
import type { RegisterController } from '../use-register';
import { isolate } from './isolate';

/** PASSWORD, the new mode's last step: the password with its checklist, "Create account". */
export function PasswordStepView({ register }: { register: RegisterController }) {
  const { t } = useTranslation();
  const { snapshot, send } = register;
  const { form, refusal } = snapshot.context;
  const bind = useFieldBinding(form, send, PASSWORD_STEP_RULES, { refusal, context: 'register' });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnRefusal(formRef, refusal);
  const sending = snapshot.hasTag('sending');
  const byEmail = form.method === 'email';

  function onSubmit(event: ReactFormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ type: 'SUBMIT' });
    focusFirstInvalid(event.currentTarget);
  }

  return (
    <div className={styles.screen}>
      <FlowHeading
        subtitle={t('register:password.subtitle', { target: isolate(displayTarget(form)) })}
      >
        {t('register:password.title')}
      </FlowHeading>
      <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
        <PasswordField {...bind('password')} autoComplete="new-password" withChecklist />
        <Button type="submit" className={styles.submit} disabled={sending} busy={sending}>
          {t('register:password.submit')}
        </Button>
      </form>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => send({ type: 'CHANGE_CONTACT' })}
      >
        {t(byEmail ? 'register:verify.changeEmail' : 'register:verify.changePhone')}
      </button>
    </div>
  );
}
