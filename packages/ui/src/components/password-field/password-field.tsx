import { useId, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../text-field/use-typed-before-hydration';
import { useTranslation } from '../../i18n/use-translation';
import { VISUALLY_HIDDEN_CLASS } from '../../theme/theme';
import { EyeIcon, EyeOffIcon } from '../icons';
import { ClearButton, FieldMessage, fieldStyles } from '../text-field';
import { PasswordChecklist } from './password-checklist';
import styles from './password-field.module.css';

export interface PasswordFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  /** A translated validation message. */
  error?: string | null;
  /**
   * The server's refusal of this password (translated), kept until the visitor edits it;
   * shown as an alert when there is no validation message.
   */
  refusal?: string | null;
  /** Shows the rule checklist while focused or invalid (sign-up). */
  withChecklist?: boolean;
  autoComplete: 'current-password' | 'new-password';
  /** The visible label (already translated); default "Password". */
  label?: string;
  /** Takes the focus when it appears: the first field of a step the flow moved on to. */
  autoFocus?: boolean;
}

/**
 * The password input of behaviour §2: a show/hide eye, a clear button and, on sign-up, the rule
 * checklist. The plain password never leaves this field's form; it is hashed when sent.
 */
export function PasswordField(props: PasswordFieldProps) {
  const { value, onValueChange, onBlur, error, refusal, withChecklist, autoComplete } = props;
  const { label, autoFocus } = props;
  // One statement of the rules at a time (issue 37, point 7): while the visitor types, the
  // checklist says which rules are met and the sentence waits; once they leave the field, the
  // sentence says it. A refusal of the server is no rule: it stays either way.
  const [focused, setFocused] = useState(false);
  const checklist = withChecklist === true && focused;
  const message = (checklist ? null : error) || refusal || null;
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(value, onValueChange, input);
  const [revealed, setRevealed] = useState(false);
  // While typing, the checklist floats over what follows (a tooltip), so leaving the field
  // never moves the controls under the pointer.
  const describedBy = [message ? `${id}-message` : '', checklist ? `${id}-rules` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={`${fieldStyles.field} ${styles.field}`}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label ?? t('common:password')}
      </label>
      <div className={fieldStyles.control} data-invalid={Boolean(error || refusal)}>
        <input
          ref={input}
          id={id}
          className={fieldStyles.input}
          type={revealed ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          placeholder={t('common:passwordPlaceholder')}
          aria-invalid={error || refusal ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onValueChange(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            onBlur?.();
          }}
        />
        {value ? (
          // In the Tab order here, as it always was: the password's tools sit together.
          <ClearButton
            inTabOrder
            onClear={() => {
              onValueChange('');
              input.current?.focus();
            }}
          />
        ) : null}
        <button
          type="button"
          className={fieldStyles.iconButton}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setRevealed((shown) => !shown)}
        >
          {revealed ? <EyeOffIcon /> : <EyeIcon />}
          <span className={VISUALLY_HIDDEN_CLASS}>
            {t(revealed ? 'common:hidePassword' : 'common:showPassword')}
          </span>
        </button>
      </div>
      <FieldMessage id={`${id}-message`} message={message} alert={!error && Boolean(refusal)} />
      {checklist ? <PasswordChecklist id={`${id}-rules`} value={value} floating /> : null}
    </div>
  );
}
