import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../text-field/use-typed-before-hydration';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'text';
  /** Shows a spinner and marks the button busy; the label stays for its accessible name. */
  busy?: boolean;
}

/**
 * The widget's button: 44 px tall, a clear focus ring, primary/secondary/text looks. A submit
 * button of a prerendered page is disabled until the page hydrates: pressed before, the browser
 * would send the form itself and reload the page, losing what the visitor typed; pressed after,
 * the flow sends it.
 */
export function Button({ variant = 'primary', busy, className, children, ...rest }: ButtonProps) {
  const hydrated = useHydrated();
  const waiting = rest.type === 'submit' && !hydrated;
  return (
    <button
      type="button"
      {...rest}
      disabled={rest.disabled || waiting || undefined}
      className={[styles.button, className].filter(Boolean).join(' ')}
      data-variant={variant}
      aria-busy={busy || undefined}
    >
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
