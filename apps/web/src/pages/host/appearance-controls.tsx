import { useNavigate } from '../../routing/router';
import { LANGUAGES } from '@foyer/contract';
import { type Theme } from '@foyer/ui';
import { useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { withLanguage } from '../../routing/localized-path';

/** Theme and language pickers; the language is the URL's segment. */
export function AppearanceControls() {
  const { t } = useAppTranslation();
  const { theme, setTheme, lang } = useApp();
  const navigate = useNavigate();
  return (
    <fieldset className="host-fieldset">
      <legend>{t('app:host.appearance')}</legend>
      <label className="host-text">
        <span>{t('app:host.theme')}</span>
        <select value={theme} onChange={(event) => setTheme(event.target.value as Theme)}>
          <option value="light">{t('app:host.light')}</option>
          <option value="dark">{t('app:host.dark')}</option>
        </select>
      </label>
      <label className="host-text">
        <span>{t('app:host.language')}</span>
        <select value={lang} onChange={(event) => navigate(withLanguage(event.target.value, '/'))}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {language}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
