import { Suspense, useContext } from 'react';
import { BrowserFactsShown } from '@foyer/ui';
import { useAppTranslation } from '../i18n/app-i18n';
import { useApp } from './app-context';
import { BRAND, homeIn } from './brand';
import { LanguagePicker } from './lazy-language-picker';

/** The default mark: a door ajar, in the theme's primary colour. */
function BrandMark() {
  return (
    <svg className="app-brand-logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="4" y="3" width="24" height="26" rx="6" fill="var(--foyer-primary)" />
      <path d="M12 8h9v16h-9z" fill="var(--foyer-surface)" />
      <circle cx="18.5" cy="16.5" r="1.5" fill="var(--foyer-primary)" />
    </svg>
  );
}

/** Light or dark, the choice remembered (app-theme.ts); pressed while dark. */
function ThemeToggle() {
  const { t } = useAppTranslation();
  const { theme, setTheme } = useApp();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="app-theme-toggle"
      aria-pressed={dark}
      aria-label={t('app:header.darkTheme')}
      title={t('app:header.darkTheme')}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {dark ? (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" fill="currentColor" />
        ) : (
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </g>
        )}
      </svg>
    </button>
  );
}

/**
 * The frame's bar on every page of the app, the sign-in pages too (decision 140): the
 * exchange's logo and name leading home, and once the page is the browser's (the screen
 * rendered ahead stays as it was, decision 077) the theme switch and the language picker.
 */
export function SiteHeader() {
  const { lang } = useApp();
  const factsShown = useContext(BrowserFactsShown);
  return (
    <header className="app-topbar">
      <a className="app-brand" href={homeIn(BRAND, lang)}>
        {BRAND.logo ? <img className="app-brand-logo" src={BRAND.logo} alt="" /> : <BrandMark />}
        <span>{BRAND.name}</span>
      </a>
      {factsShown && (
        <div className="app-topbar-tools">
          <ThemeToggle />
          <Suspense fallback={null}>
            <LanguagePicker />
          </Suspense>
        </div>
      )}
    </header>
  );
}
