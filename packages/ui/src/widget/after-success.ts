/** What happens after a successful log-in or sign-up (behaviour §2 destinations, §4 "Other"). */
import type { WidgetVariant } from './widget-context';

/** The signed-in destination: /{lang}/dashboard, with ?newUser=true after sign-up. */
export function dashboardUrl(lang: string, newUser: boolean): string {
  return `/${lang}/dashboard${newUser ? '?newUser=true' : ''}`;
}

export type AfterSuccess =
  { kind: 'navigate'; url: string } | { kind: 'callback' } | { kind: 'reload' };

/**
 * The page variant goes to the destination (after the host's callback, if any). The modal
 * runs the host callback; with no callback the page reloads, unless the destination is a page
 * the journey must end on (`ownPage`: step two, decision 135).
 */
export function afterSuccess(
  variant: WidgetVariant,
  hasCallback: boolean,
  url: string,
  ownPage = false,
): AfterSuccess {
  if (variant === 'page') return { kind: 'navigate', url };
  if (hasCallback) return { kind: 'callback' };
  return ownPage ? { kind: 'navigate', url } : { kind: 'reload' };
}
