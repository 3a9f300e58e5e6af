import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './location-store';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site ('/ar-SA/login?redirect_url=…'); another site's URL works as a plain link. */
  to: string;
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

/**
 * A click the browser keeps: another button, a modifier key (new tab or window, download), a
 * target other than this frame, a download, another origin, or a handler that already
 * prevented it.
 */
export function isLeftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (anchor.target !== '' && anchor.target !== '_self') ||
    anchor.hasAttribute('download') ||
    anchor.origin !== window.location.origin
  );
}

/**
 * A real `<a href>`: it works before the script runs, opens in a new tab, copies and shows its
 * address; a plain click goes there without reloading the page.
 */
export function Link({ to, replace, onClick, ...anchor }: LinkProps) {
  function onLinkClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (isLeftToBrowser(event)) return;
    event.preventDefault();
    const { pathname, search, hash } = event.currentTarget;
    navigate(`${pathname}${search}${hash}`, { replace });
  }
  return <a {...anchor} href={to} onClick={onLinkClick} />;
}
