import type { ReactNode } from 'react';
import { directionOf } from '@foyer/ui';
import { useApp } from './app-context';
import { SiteHeader } from './site-header';

/**
 * The frame of the app's own pages. It carries the widget's root class so these pages use
 * the same design tokens (colours, radius, focus ring) in both themes.
 */
export function AppPage({
  children,
  wide,
  bare,
}: {
  children: ReactNode;
  wide?: boolean;
  /** A view framed by its host (the mini app, in Telegram): no bar of ours (decision 140). */
  bare?: boolean;
}) {
  const { theme, lang } = useApp();
  return (
    <div className="foyer-root app-page" data-theme={theme} dir={directionOf(lang)} lang={lang}>
      {bare ? null : <SiteHeader />}
      <main className={wide ? 'app-main app-main-wide' : 'app-main'}>{children}</main>
    </div>
  );
}
