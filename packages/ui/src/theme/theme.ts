import './tokens.css';
import './base.css';

/** The widget's colour theme (behaviour §1: light and dark exist). */
export type Theme = 'light' | 'dark';

/**
 * The widget's `theme` option: a theme, or 'system' for a page rendered before any script
 * (decision 050), which CSS alone resolves: the `data-theme` of `<html>` when the page set
 * one before its first paint, else the system's colour scheme.
 */
export type ThemeOption = Theme | 'system';

/**
 * The theme when the host names none: light, but dark for the new three-step sign-up
 * (`newCode`, `newLink`), as behaviour §1 says "the new UI uses dark".
 */
export function defaultTheme(registerType: string | undefined): Theme {
  return registerType === 'newCode' || registerType === 'newLink' ? 'dark' : 'light';
}

/** The class of the widget root; tokens and base rules hang off it. */
export const WIDGET_ROOT_CLASS = 'foyer-root';

/** The class that hides text visually while keeping it for assistive technology. */
export const VISUALLY_HIDDEN_CLASS = 'foyer-visually-hidden';
