import type { ReactNode } from 'react';
import { directionOf } from '@foyer/ui';
import { useApp } from './app-context';
import { SiteHeader } from './site-header';

/**
 * The frame of the app's own pages. It carries the widget's root class so these pages use
 * the same design tokens (colours, radius, focus ring) in both themes.
 */
export function AppPage({ children, wide }: { children: ReactNode; wide?: boolean }) {
  const { theme, lang } = useApp();
  return (
    <div className="foyer-root app-page" data-theme={theme} dir={directionOf(lang)} lang={lang}>
      <SiteHeader />
      <main className={wide ? 'app-main app-main-wide' : 'app-main'}>{children}</main>
    </div>
  );
}
