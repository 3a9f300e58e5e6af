import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'text';
  /** Shows a spinner and marks the button busy; the label stays for its accessible name. */
  busy?: boolean;
}

/** The widget's button: 44 px tall, a clear focus ring, primary/secondary/text looks. */
export function Button({ variant = 'primary', busy, className, children, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={[styles.button, className].filter(Boolean).join(' ')}
      data-variant={variant}
      aria-busy={busy || undefined}
    >
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
