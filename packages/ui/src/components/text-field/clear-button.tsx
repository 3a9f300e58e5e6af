import { useTranslation } from '../../i18n/use-translation';
import { VISUALLY_HIDDEN_CLASS } from '../../theme/theme';
import { ClearIcon } from '../icons';
import styles from './field.module.css';

/**
 * The × inside a field that empties it and puts the focus back in it (behaviour §2: "text input
 * with … clear button"). A press keeps the focus where it is until the click lands.
 * `inTabOrder` false leaves it out of the Tab order: emptying a text field is already one key
 * away in the field itself, and a stop after every field would double the Tab presses of a form.
 */
export function ClearButton({ onClear, inTabOrder }: { onClear(): void; inTabOrder: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.iconButton}
      tabIndex={inTabOrder ? undefined : -1}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClear}
    >
      <ClearIcon />
      <span className={VISUALLY_HIDDEN_CLASS}>{t('common:clear')}</span>
    </button>
  );
}
