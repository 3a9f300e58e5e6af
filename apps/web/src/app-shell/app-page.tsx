import type { ReactNode } from 'react';
import { FoyerRoot } from './foyer-root';
import { SiteHeader } from './site-header';

/** The frame of the app's own pages: the bar, then the page, under the widget's root class. */
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
  return (
    <FoyerRoot className="app-page">
      {bare ? null : <SiteHeader />}
      <main className={wide ? 'app-main app-main-wide' : 'app-main'}>{children}</main>
    </FoyerRoot>
  );
}
