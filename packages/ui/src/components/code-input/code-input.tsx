import { useId } from 'react';
import { CODE_LENGTH } from '@foyer/contract';
import { useTranslation } from '../../i18n/use-translation';
import styles from './code-input.module.css';
import { useCodeBoxes } from './use-code-boxes';

export interface CodeInputProps {
  /** Called with the six digits once every box is filled (typed or pasted). */
  onComplete: (code: string) => void;
  /** Disables the boxes, e.g. while the code is being checked. */
  disabled?: boolean;
  /** Focuses the first box on mount, and again whenever the boxes are emptied. */
  autoFocus?: boolean;
  /** Change it to empty the boxes (a refused code); the 2 s lock after a submit still runs. */
  resetKey?: number;
  /**
   * The refusal of the last code (already translated), shown under the boxes as an alert until
   * the visitor types again; the boxes are marked invalid and described by it.
   */
  error?: string | null;
}

/**
 * Six single-digit boxes (behaviour §2 "Code input"): auto-advance, Backspace clears and moves
 * back, paste takes digits only and submits when six are present, the boxes are disabled
 * for 2 s after a submit, and every non-digit key (arrows, 'e', '.', Shift, Caps) is blocked.
 * Change `resetKey` to start over with empty boxes.
 */
export function CodeInput(props: CodeInputProps) {
  const { onComplete, disabled = false, autoFocus = false, resetKey = 0, error } = props;
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const { digits, inactive, edited, boxes, place, onInput, onKeyDown } = useCodeBoxes({
    onComplete,
    resetKey,
    disabled,
    autoFocus,
  });
  const message = error && !edited ? error : null;

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {t('common:verificationCode')}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={message ? errorId : undefined}
        className={styles.boxes}
        dir="ltr"
      >
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={styles.box}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('common:digitOf', { index: index + 1, total: CODE_LENGTH })}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            value={digit}
            disabled={inactive}
            onKeyDown={(event) => onKeyDown(index, event)}
            onChange={(event) => onInput(index, event.target.value)}
            onPaste={(event) => {
              event.preventDefault();
              place(index, event.clipboardData.getData('text'));
            }}
          />
        ))}
      </div>
      {message ? (
        <p id={errorId} className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
