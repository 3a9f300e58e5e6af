import { useId, type InputHTMLAttributes } from 'react';
import styles from './field.module.css';
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
}

/** A labelled text input with its validation message underneath. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  readOnly,
  ...input
}: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const ref = useTypedBeforeHydration(value, onValueChange);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={Boolean(error)} data-readonly={readOnly}>
        <input
          {...input}
          ref={ref}
          id={id}
          className={styles.input}
          value={value}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          onChange={(event) => onValueChange(event.target.value)}
        />
      </div>
      <FieldMessage id={messageId} message={error} />
    </div>
  );
}
