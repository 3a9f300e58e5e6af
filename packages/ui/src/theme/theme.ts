import './tokens.css';
import './base.css';

/** The widget's colour theme (behaviour §1: light and dark exist). */
export type Theme = 'light' | 'dark';

/** The class of the widget root; tokens and base rules hang off it. */
export const WIDGET_ROOT_CLASS = 'foyer-root';

/** The class that hides text visually while keeping it for assistive technology. */
export const VISUALLY_HIDDEN_CLASS = 'foyer-visually-hidden';
