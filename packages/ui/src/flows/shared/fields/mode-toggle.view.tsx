import type { WidgetKey } from '../../../i18n/namespaces';
import { useTranslation } from '../../../i18n/use-translation';
import { useWidget } from '../../../widget/widget-context';
import type { WidgetMode } from '../../../widget/widget-options';
import styles from '../flow.module.css';

const TOGGLE: Record<WidgetMode, { question: WidgetKey; action: WidgetKey; to: WidgetMode }> = {
  login: { question: 'login:noAccount', action: 'login:signUp', to: 'register' },
  register: { question: 'register:haveAccount', action: 'register:logIn', to: 'login' },
};

/** The log-in / sign-up toggle link, unless hidden by `hideToggle`. */
export function ModeToggle({ from }: { from: WidgetMode }) {
  const { t } = useTranslation();
  const { options, lang, switchMode } = useWidget();
  if (options.hideToggle) return null;
  const toggle = TOGGLE[from];
  return (
    <p className={styles.footer}>
      {t(toggle.question)}{' '}
      <a
        className={styles.link}
        href={`/${lang}/${toggle.to}`}
        onClick={(event) => {
          event.preventDefault();
          switchMode(toggle.to);
        }}
      >
        {t(toggle.action)}
      </a>
    </p>
  );
}
