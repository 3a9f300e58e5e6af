import { useId, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import type { LegalLinks } from '../../../widget/widget-options';
import styles from './fields.module.css';

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  links: LegalLinks;
  /** The host's own text (acceptedTermsText), replacing ours. */
  customText?: ReactNode;
}

/** "I agree to the Terms of Service and Privacy Policy": a real checkbox. */
export function TermsCheckbox({ checked, onChange, links, customText }: TermsCheckboxProps) {
  const id = useId();
  return (
    <div className={styles.terms}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className={styles.termsLabel}>
        {customText ?? (
          <Trans
            i18nKey="register:terms"
            components={{
              terms: <a href={links.terms} target="_blank" rel="noreferrer" />,
              privacy: <a href={links.privacy} target="_blank" rel="noreferrer" />,
            }}
          />
        )}
      </label>
    </div>
  );
}
