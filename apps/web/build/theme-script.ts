/**
 * Puts the theme script (THEME_BEFORE_PAINT_SCRIPT, decision 050) first in every page's
 * `<head>`, inline: it must run before the first paint, and a blocking file would cost a
 * round trip. The server's Content-Security-Policy allows exactly this text by its hash.
 */
import { THEME_BEFORE_PAINT_SCRIPT } from '@foyer/contract';
import type { Plugin } from 'vite';

export function themeBeforePaint(): Plugin {
  return {
    name: 'foyer:theme-before-paint',
    transformIndexHtml: () => [
      { tag: 'script', children: THEME_BEFORE_PAINT_SCRIPT, injectTo: 'head-prepend' },
    ],
  };
}
