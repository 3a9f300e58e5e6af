/**
 * The app's theme: `?theme=dark|light` (remembered in localStorage), else the remembered
 * one, else the system's preference. The page's inline script (THEME_BEFORE_PAINT_SCRIPT)
 * applies the same choice before the first paint.
 */
import { THEME_STORAGE_KEY } from '@foyer/contract';
import type { Theme } from '@foyer/ui';

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
