/**
 * "Confirm it's you" in the widget (docs/decisions/106): the password, or "Send code" and the
 * code sent to the account's own address, and the authenticator's code when two-factor is on.
 * Each field has its label and its own message below it.
 */
import { useId } from 'react';
import { Button } from '../components/button';
import { PasswordField } from '../components/password-field';
import { TextField } from '../components/text-field';
import { keyOf } from '../i18n/namespaces';
import { useTranslation } from '../i18n/use-translation';
import flow from '../flows/shared/flow.module.css';
import type { ReauthField } from './use-reauthentication';
import type { Reauthentication } from './use-reauthentication';

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);

export function ReauthFieldsView({ reauth }: { reauth: Reauthentication }) {
  const { t } = useTranslation();
  const legendId = useId();
  const { state, method, values, setValues, problem, send, sendCode } = reauth;
  const errorOf = (field: ReauthField) =>
    problem?.field === field
      ? t(keyOf('securityVerification', `reauth.problems.${problem.key}`))
      : null;
  const set = (field: ReauthField) => (value: string) => setValues({ ...values, [field]: value });

  if (!method) {
    return (
      <p className={flow.subtitle} aria-busy={state.kind === 'loading'}>
        {state.kind === 'failed'
          ? t('securityVerification:reauth.methodFailed')
          : t('securityVerification:reauth.loading')}
      </p>
    );
  }
  if (method.factor === 'none') {
    return <p className={flow.subtitle}>{t('securityVerification:reauth.cannot')}</p>;
  }
  const where = method.channel === 'sms' ? 'sms' : 'email';
  return (
    // A group named by its heading (a fieldset's legend would need its own styles, in the
    // first visit's stylesheet: decision 047's budget).
    <div className={flow.form} role="group" aria-labelledby={legendId}>
      <p id={legendId} className={flow.strong}>
        {t('securityVerification:reauth.legend')}
      </p>
      {method.factor === 'password' ? (
        <PasswordField
          label={t('securityVerification:reauth.password')}
          value={values.password}
          onValueChange={set('password')}
          error={errorOf('password')}
          autoComplete="current-password"
        />
      ) : (
        <>
          <p className={flow.subtitle} role="status">
            {t(
              keyOf(
                'securityVerification',
                `reauth.${send === 'sent' ? 'sent' : 'willSend'}.${where}`,
              ),
              { to: method.to ?? '' },
            )}{' '}
            {/* prettier-ignore */}
          </p>
          <Button
            variant="secondary"
            busy={send === 'sending'}
            disabled={send === 'sending'}
            onClick={() => void sendCode()}
          >
            {send === 'idle'
              ? t('securityVerification:reauth.sendCode')
              : t('securityVerification:reauth.sendAgain')}
          </Button>
          <TextField
            label={t(keyOf('securityVerification', `reauth.code.${where}`))}
            value={values.code}
            onValueChange={(value) => set('code')(digitsOnly(value))}
            error={errorOf('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
          />
        </>
      )}
      {method.google2fa ? (
        <TextField
          label={t('securityVerification:reauth.google2fa')}
          value={values.google2fa}
          onValueChange={(value) => set('google2fa')(digitsOnly(value))}
          error={errorOf('google2fa')}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
        />
      ) : null}
    </div>
  );
}
