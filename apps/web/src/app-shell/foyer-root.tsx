import type { ReactNode } from 'react';
import { directionOf } from '@foyer/ui';
import { useApp } from './app-context';

/**
 * The app's own markup under the widget's root class, so it uses the same design tokens
 * (colours, radius, focus ring), in the page's theme, direction and language.
 */
export function FoyerRoot({ className, children }: { className: string; children: ReactNode }) {
  const { lang, theme } = useApp();
  return (
    <div
      className={`foyer-root ${className}`}
      data-theme={theme}
      dir={directionOf(lang)}
      lang={lang}
    >
      {children}
    </div>
  );
}
