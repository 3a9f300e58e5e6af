import { passwordChecklist, type PasswordChecklist as Checks } from '@foyer/contract';
import { useTranslation } from '../../i18n/use-translation';
import type { WidgetKey } from '../../i18n/namespaces';
import { VISUALLY_HIDDEN_CLASS } from '../../theme/theme';
import { CheckIcon, DotIcon } from '../icons';
import styles from './password-field.module.css';

const RULES: readonly { key: keyof Checks; message: WidgetKey }[] = [
  { key: 'length', message: 'common:passwordRules.length' },
  { key: 'upper', message: 'common:passwordRules.upper' },
  { key: 'lower', message: 'common:passwordRules.lower' },
  { key: 'digit', message: 'common:passwordRules.digit' },
];

/** The password rule checklist of behaviour §5; each line says met or unmet in words and shape. */
export function PasswordChecklist(props: { id: string; value: string; floating: boolean }) {
  const { id, value, floating } = props;
  const { t } = useTranslation();
  const checks = passwordChecklist(value);
  return (
    <div id={id} className={styles.checklist} data-floating={floating}>
      <p className={styles.checklistTitle}>{t('common:passwordRules.title')}</p>
      <ul className={styles.rules}>
        {RULES.map(({ key, message }) => (
          <li key={key} className={styles.rule} data-met={checks[key]}>
            {checks[key] ? <CheckIcon /> : <DotIcon />}
            <span className={VISUALLY_HIDDEN_CLASS}>
              {t(checks[key] ? 'common:passwordRules.met' : 'common:passwordRules.unmet')}
            </span>
            <span>{t(message)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
