import { useRef, type FormEvent as ReactFormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/password-field';
import { FlowHeading } from '../../shared/flow-heading';
import { focusFirstInvalid } from '../../shared/focus-first-invalid';
import styles from '../../shared/flow.module.css';
import { useFieldBinding } from '../../shared/use-field-binding';
import { useFocusOnRefusal } from '../../shared/use-refusal-text';
import { NEW_PASSWORD_RULES, confirmationError } from '../recovery-rules';
import type { RecoveryController } from '../use-recovery';
import { BackToLogIn } from './back-to-log-in.view';

/** "Set a new password": the password with the rule checklist, and its confirmation. */
export function PasswordStepView({ recovery }: { recovery: RecoveryController }) {
  const { t } = useTranslation();
  const { snapshot, send } = recovery;
  const { form, confirmation, confirmationTouched, refusal } = snapshot.context;
  const bind = useFieldBinding(form, send, NEW_PASSWORD_RULES, { refusal, context: 'other' });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnRefusal(formRef, refusal);
  const busy = snapshot.matches('resetting');
  const confirmKey = confirmationError(
    form.password,
    confirmation,
    confirmationTouched || form.submitted,
  );

  function onSubmit(event: ReactFormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ type: 'SUBMIT' });
    focusFirstInvalid(event.currentTarget);
  }

  return (
    <div className={styles.screen}>
      <FlowHeading subtitle={t('recovery:passwordSubtitle')}>
        {t('recovery:passwordTitle')}
      </FlowHeading>
      <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
        <PasswordField
          {...bind('password')}
          label={t('recovery:newPassword')}
          autoComplete="new-password"
          withChecklist
          // The code step's boxes are gone: the focus goes on to this step's first field.
          autoFocus
        />
        <PasswordField
          label={t('recovery:confirmPassword')}
          value={confirmation}
          error={confirmKey ? t(confirmKey) : null}
          onValueChange={(value) => send({ type: 'CONFIRMATION_CHANGED', value })}
          onBlur={() => send({ type: 'CONFIRMATION_BLURRED' })}
          autoComplete="new-password"
        />
        <Button type="submit" className={styles.submit} busy={busy} disabled={busy}>
          {t('recovery:submit')}
        </Button>
      </form>
      <BackToLogIn />
    </div>
  );
}
