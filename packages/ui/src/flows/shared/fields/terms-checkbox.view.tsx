import { useId, type ReactNode } from 'react';
import { FieldMessage } from '../../../components/text-field';
import { useTickedBeforeHydration } from '../../../components/text-field/use-typed-before-hydration';
import { TaggedText } from '../../../i18n/tagged-text';
import { useTranslation } from '../../../i18n/use-translation';
import type { LegalLinks } from '../../../widget/widget-options';
import styles from './fields.module.css';

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  links: LegalLinks;
  /** The host's own text (acceptedTermsText), replacing ours. */
  customText?: ReactNode;
  /** The message shown under the box (log-in: pleaseAcceptTerms after a refused submit). */
  error?: string | null;
}

/** "I agree to the Terms of Service and Privacy Policy": a real checkbox. */
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
                <a href={links.terms} target="_blank" rel="noreferrer">
                  {text}
                </a>
              ),
              privacy: (text) => (
                <a href={links.privacy} target="_blank" rel="noreferrer">
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
