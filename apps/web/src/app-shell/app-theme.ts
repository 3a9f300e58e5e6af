/**
 * The app's theme: `?theme=dark|light` (remembered in localStorage), else the remembered
 * one, else the system's preference. The page's inline script (THEME_BEFORE_PAINT_SCRIPT)
 * applies the same choice before the first paint.
 */
import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@foyer/contract';
import type { Theme, ThemeOption } from '@foyer/ui';

function isTheme(value: string | null): value is Theme {
  return value === 'light' || value === 'dark';
}

function stored(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered without storage.
  }
}

/** The theme for this page load; a `?theme=` choice is remembered. */
export function initialTheme(search: string): Theme {
  const fromQuery = new URLSearchParams(search).get('theme');
  if (isTheme(fromQuery)) {
    rememberTheme(fromQuery);
    return fromQuery;
  }
  const remembered = stored();
  if (isTheme(remembered)) return remembered;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Applies a theme to the document (page background and text outside the widget). */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

// The visitor's theme does not change under the app: nothing to subscribe to.
const unchanging = () => () => {};

/**
 * The theme to render: 'system' while a prerendered page is rendered and hydrated (decision
 * 050: CSS shows the visitor's theme meanwhile), the visitor's from the next render on, and
 * from the first render in a page the browser renders alone.
 */
export function useVisitorTheme(visitorTheme: Theme): ThemeOption {
  return useSyncExternalStore(
    unchanging,
    () => visitorTheme,
    () => 'system',
  );
}
