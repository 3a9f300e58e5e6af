import { emailSuggestions } from '@foyer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import styles from './fields.module.css';

interface EmailSuggestionsProps {
  value: string;
  onPick: (email: string) => void;
}

/**
 * Under the e-mail field, once an "@" is typed: the address completed with each of the five
 * hosts of behaviour §5 that the typed host begins ("ada@gm" → ada@gmail.com), as buttons;
 * nothing when none does or the host is already whole. A press puts it in the field.
 */
export function EmailSuggestionsView({ value, onPick }: EmailSuggestionsProps) {
  const { t } = useTranslation();
  const suggestions = emailSuggestions(value);
  if (suggestions.length === 0) return null;
  return (
    <div
      className={styles.suggestions}
      role="group"
      aria-label={t('registerExtras:emailSuggestions')}
    >
      <span aria-hidden="true">{t('registerExtras:emailSuggestions')}</span>
      {suggestions.map((email) => (
        <button
          key={email}
          type="button"
          className={styles.suggestion}
          dir="ltr"
          onClick={() => onPick(email)}
        >
          {email}
        </button>
      ))}
    </div>
  );
}
