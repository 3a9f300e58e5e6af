import { useAppTranslation } from '../i18n/app-i18n';

interface NewPasswordFieldProps {
  /** The dialog's id: the field is `${id}-new`, its message `${id}-new-error`. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The new password breaks the password rules: the message stays beside the field. */
  invalid: boolean;
}

/**
 * The new password a re-authenticated change sets (a sub-account's, the trading password),
 * inside `ReauthDialog`: labelled, and its rule's message beside it while it is broken.
 */
export function NewPasswordField({ id, label, value, onChange, invalid }: NewPasswordFieldProps) {
  const { t } = useAppTranslation();
  return (
    <div className="reauth-field">
      <label htmlFor={`${id}-new`} className="security-label">
        {label}
      </label>
      <input
        id={`${id}-new`}
        className="reauth-input"
        type="password"
        dir="ltr"
        autoComplete="new-password"
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-new-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid ? (
        <p id={`${id}-new-error`} className="security-error" role="alert">
          {t('app:subAccounts.invalidPassword')}
        </p>
      ) : null}
    </div>
  );
}
