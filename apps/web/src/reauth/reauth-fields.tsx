import './reauth.css';
import { useId, useState, type Ref } from 'react';
import { useAppTranslation } from '../i18n/app-i18n';
import type { ReauthMethodHandle, SendState } from './use-reauth-method';
import {
  type ReauthField,
  type ReauthMethod,
  type ReauthProblem,
  type ReauthValues,
} from './reauth-proof';

interface ReauthFieldsProps {
  method: ReauthMethod;
  sendCode: ReauthMethodHandle['sendCode'];
  values: ReauthValues;
  onChange: (values: ReauthValues) => void;
  problem: ReauthProblem | null;
  /** A send's refusal is said beside the code's field too. */
  onSendProblem: (problem: ReauthProblem | null) => void;
  /** The first field, to focus when the form opens or a refusal empties it. */
  firstRef?: Ref<HTMLInputElement>;
}

/**
 * "Confirm it's you" (docs/decisions/106): the account's password, or a code sent to its own
 * e-mail or phone (Send code, then the code), and the authenticator's code when two-factor is
 * on. Each field has its label and its own error right below it.
 */
export function ReauthFields(props: ReauthFieldsProps) {
  const { t } = useAppTranslation();
  const { method, values, onChange, problem, firstRef } = props;
  const id = useId();
  const errorOf = (field: ReauthField) =>
    problem?.field === field ? t(`app:security.reauth.problems.${problem.key}`) : null;
  const set = (field: ReauthField, value: string) => onChange({ ...values, [field]: value });

  if (method.factor === 'none') {
    return <p className="app-notice">{t('app:security.reauth.cannot')}</p>;
  }
  return (
    <fieldset className="reauth-fields">
      <legend className="reauth-legend">{t('app:security.reauth.legend')}</legend>
      {method.factor === 'password' ? (
        <Field
          id={`${id}-password`}
          label={t('app:security.reauth.password')}
          error={errorOf('password')}
          inputRef={firstRef}
          input={{
            type: 'password',
            autoComplete: 'current-password',
            value: values.password,
            onChange: (value) => set('password', value),
          }}
        />
      ) : (
        <CodeByMessage {...props} id={`${id}-code`} error={errorOf('code')} />
      )}
      {method.google2fa ? (
        <Field
          id={`${id}-google2fa`}
          label={t('app:security.reauth.google2fa')}
          error={errorOf('google2fa')}
          digits
          input={{
            autoComplete: 'one-time-code',
            value: values.google2fa,
            onChange: (value) => set('google2fa', value.replace(/\D/g, '')),
          }}
        />
      ) : null}
    </fieldset>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error: string | null;
  /** Six digits: the code field's narrow box. */
  digits?: boolean;
  inputRef?: Ref<HTMLInputElement> | undefined;
  input: {
    type?: 'password';
    autoComplete: string;
    value: string;
    onChange: (value: string) => void;
  };
}

/** A labelled field, its error (when any) right below it and tied to it. */
function Field({ id, label, error, digits, inputRef, input }: FieldProps) {
  return (
    <div className="reauth-field">
      <label htmlFor={id} className="security-label">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={digits ? 'security-input' : 'reauth-input'}
        dir="ltr"
        {...(digits ? { inputMode: 'numeric' as const, maxLength: 6 } : {})}
        type={input.type ?? 'text'}
        autoComplete={input.autoComplete}
        value={input.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => input.onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="security-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An account without a password: "Send code" to its address, then the code it got. */
function CodeByMessage({
  method,
  sendCode,
  values,
  onChange,
  onSendProblem,
  firstRef,
  id,
  error,
}: ReauthFieldsProps & { id: string; error: string | null }) {
  const { t } = useAppTranslation();
  const [send, setSend] = useState<SendState>('idle');
  const where = method.channel === 'sms' ? 'sms' : 'email';

  async function onSend() {
    setSend('sending');
    const refused = await sendCode();
    setSend(refused ? 'idle' : 'sent');
    onSendProblem(refused);
  }

  return (
    <>
      <p className="app-muted" role="status">
        {send === 'sent'
          ? t(`app:security.reauth.sent.${where}`, { to: method.to ?? '' })
          : t(`app:security.reauth.willSend.${where}`, { to: method.to ?? '' })}
      </p>
      <button
        type="button"
        className="app-button app-button-quiet"
        disabled={send === 'sending'}
        onClick={() => void onSend()}
      >
        {send === 'idle' ? t('app:security.reauth.sendCode') : t('app:security.reauth.sendAgain')}
      </button>
      <Field
        id={id}
        label={t(`app:security.reauth.code.${where}`)}
        error={error}
        digits
        inputRef={firstRef}
        input={{
          autoComplete: 'one-time-code',
          value: values.code,
          onChange: (value) => onChange({ ...values, code: value.replace(/\D/g, '') }),
        }}
      />
    </>
  );
}
