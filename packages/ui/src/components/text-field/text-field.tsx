import { useId, type InputHTMLAttributes } from 'react';
import styles from './field.module.css';
import { ClearButton } from './clear-button';
import { FieldMessage } from './field-message';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

export interface TextFieldProps extends NativeInput {
  /** The visible label, which is also the input's accessible name. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A translated validation message; marks the input invalid and describes it. */
  error?: string | null;
  /**
   * The server's refusal of what this field holds (translated), kept until the visitor edits
   * it; shown as an alert when there is no validation message.
   */
  refusal?: string | null;
}

/**
 * A labelled text input with its validation message underneath and, once it holds text it may
 * lose, a clear button (behaviour §2).
 */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  refusal,
  readOnly,
  ...input
}: TextFieldProps) {
  const message = error || refusal || null;
  const id = useId();
  const messageId = `${id}-message`;
  const ref = useTypedBeforeHydration(value, onValueChange);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={Boolean(message)} data-readonly={readOnly}>
        <input
          {...input}
          ref={ref}
          id={id}
          className={styles.input}
          value={value}
          readOnly={readOnly}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => onValueChange(event.target.value)}
        />
        {value && !readOnly && !input.disabled ? (
          <ClearButton
            inTabOrder={false}
            onClear={() => {
              onValueChange('');
              ref.current?.focus();
            }}
          />
        ) : null}
      </div>
      <FieldMessage id={messageId} message={message} alert={!error && Boolean(refusal)} />
    </div>
  );
}
