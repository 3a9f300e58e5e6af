import '@foyer/ui/style.css';
import './app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { REGISTER_TYPES, type RegisterType } from '@foyer/contract';
import { preloadWidgetLanguage } from '@foyer/ui';
import { App } from './app';
import { applyTheme, initialTheme } from './app-shell/app-theme';
import { preloadAppLanguage } from './i18n/app-i18n';
import { localizedPath } from './routing/localized-path';
import { onlyLoginAsked } from './pages/auth/only-login-query';
import { Router } from './routing/router';
import { takeOverPresses } from './app-shell/pressed-early';
import { PRERENDERED_ATTRIBUTE, REGISTER_TYPE_ATTRIBUTE } from './prerender/prerendered';

const theme = initialTheme(window.location.search);
// Before the first render, so the page never flashes the other theme.
applyTheme(theme);

const root = document.getElementById('root');
// A sign-up page prerendered for the server's register type says which (decision 050).
const registerType = REGISTER_TYPES.find(
  (type: RegisterType) => type === root?.getAttribute(REGISTER_TYPE_ATTRIBUTE),
);
// An onlyLogin page is not the screen prerendered for its address: rendered afresh (decision 130).
const prerendered =
  root?.hasAttribute(PRERENDERED_ATTRIBUTE) === true && !onlyLoginAsked(window.location.search);
const app = (
  <StrictMode>
    <Router>
      <App initialTheme={theme} registerType={registerType} prerendered={prerendered} />
    </Router>
  </StrictMode>
);
if (root && prerendered) {
  // The first screen is already on the page (decision 050). Its language's texts are
  // fetched first, so the hydrating render is the prerendered one, word for word. Hydrated
  // in a transition, React renders it in slices between which the page answers input.
  const { lang } = localizedPath(window.location.pathname);
  // Not a top-level await: the bundler would split the first chunk to keep the lazy chunks
  // from waiting on it (40 files instead of 3, 18 kB more in brotli).
  void Promise.all([preloadWidgetLanguage(lang), preloadAppLanguage(lang)]).then(() =>
    startTransition(() => {
      takeOverPresses();
      hydrateRoot(root, app);
    }),
  );
} else if (root) {
  createRoot(root).render(app);
}
