/**
 * The language picker of the app's pages (decision 077): a labelled select of every language a
 * visitor may choose on this site (behaviour §9: the EU and Turkish sites offer their own
 * lists, the others every language), each in its own name (Intl.DisplayNames). Choosing one changes the URL's
 * language segment: the page stays, its texts load, `<html lang>` and `dir` follow, no reload.
 * Loaded after the first screen (its own chunk), so the first visit pays nothing for it.
 */
import './language-picker.css';
import { useMemo } from 'react';
import { LANGUAGES, SITE_RULES, intlLocale, siteFromHost, type SiteCode } from '@foyer/contract';
import { useAppTranslation } from '../i18n/app-i18n';
import { localizedPath, withLanguage } from '../routing/localized-path';
import { useLocation, useNavigate } from '../routing/router';
import { useApp } from './app-context';

/** SPEC's languages and the EU site's German and Italian; not the pseudo-locale. */
export const PICKER_LANGUAGES: readonly string[] = [...LANGUAGES, 'de-DE', 'it-IT'];

/** The languages the picker offers on a site: the site's own list, else every language. */
export function pickerLanguages(site: SiteCode): readonly string[] {
  const offered = SITE_RULES[site].languages;
  return offered === 'all' ? PICKER_LANGUAGES : offered;
}

/**
 * Chinese is named by its script, as exchanges list it: the spec codes Simplified Chinese
 * `zh-MY`, which Intl would name "Chinese (Malaysia)", and Traditional `zh-TW`.
 */
const NAMED_BY_SCRIPT: Readonly<Record<string, string>> = {
  'zh-MY': 'zh-Hans',
  'zh-TW': 'zh-Hant',
};

/** A language's name in itself ('日本語 (日本)', '简体中文'), else its code. */
export function ownName(language: string): string {
  const locale = NAMED_BY_SCRIPT[language] ?? intlLocale(language);
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? language;
  } catch {
    return language;
  }
}

export default function LanguagePicker() {
  const { t } = useAppTranslation();
  const { lang } = useApp();
  const location = useLocation();
  const navigate = useNavigate();
  // Loaded after hydration: the page's host names its site (decision 004).
  const offered = pickerLanguages(siteFromHost(window.location.hostname));
  const options = useMemo(
    () => offered.map((language) => ({ language, name: ownName(language) })),
    [offered],
  );
  return (
    <label className="app-language-picker">
      <span>{t('app:language')}</span>
      <select
        value={lang}
        onChange={(event) =>
          navigate(
            `${withLanguage(event.target.value, localizedPath(location.pathname).path)}${location.search}`,
          )
        }
      >
        {!offered.includes(lang) && <option value={lang}>{ownName(lang)}</option>}
        {options.map(({ language, name }) => (
          <option key={language} value={language} lang={intlLocale(language)}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
