import { useId, type Ref } from 'react';
import { useAppTranslation } from '../../i18n/app-i18n';

interface PasswordInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The field is what the error below it is about. */
  invalid: boolean;
  /** The id of the error message, when one is shown. */
  errorId?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** "Password", asked again before a change to how the account is protected. */
export function PasswordInput({ value, onChange, invalid, errorId, inputRef }: PasswordInputProps) {
  const { t } = useAppTranslation();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="security-label">
        {t('app:security.passwordLabel')}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="security-input"
        type="password"
        dir="ltr"
        autoComplete="current-password"
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
