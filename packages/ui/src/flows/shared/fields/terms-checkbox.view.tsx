import { useId, type ReactNode } from 'react';
import { FieldMessage } from '../../../components/text-field';
import { useTickedBeforeHydration } from '../../../components/text-field/use-typed-before-hydration';
import { TaggedText } from '../../../i18n/tagged-text';
import { useTranslation } from '../../../i18n/use-translation';
import type { LegalLinks } from '../../../widget/widget-options';
import styles from './fields.module.css';

type TermsCheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The message shown under the box (log-in: pleaseAcceptTerms after a refused submit). */
  error?: string | null;
} & (
  | { links: LegalLinks; customText?: ReactNode }
  /**
   * The host's own text (acceptedTermsText), replacing ours; or another consent's text (the
   * Mini App's "Allow bot messages"), which needs no links.
   */
  | { links?: undefined; customText: ReactNode }
);

/**
 * "I agree to the Terms of Service and Privacy Policy": a real checkbox. With `customText`, the
 * same box for another consent.
 */
export function TermsCheckbox({ checked, onChange, links, customText, error }: TermsCheckboxProps) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  const ref = useTickedBeforeHydration(checked, onChange);
  return (
    <div className={styles.terms}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className={styles.termsLabel}>
        {customText ?? (
          <TaggedText
            text={t('register:terms')}
            tags={{
              terms: (text) => (
                <a href={links?.terms} target="_blank" rel="noreferrer">
                  {text}
                </a>
              ),
              privacy: (text) => (
                <a href={links?.privacy} target="_blank" rel="noreferrer">
                  {text}
                </a>
              ),
            }}
          />
        )}
      </label>
      <div className={styles.termsMessage}>
        <FieldMessage id={messageId} message={error} />
      </div>
    </div>
  );
}
