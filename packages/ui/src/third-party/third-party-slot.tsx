/**
 * Where a view shows the third-party block (docs/decisions/064): nothing while a prerendered
 * page hydrates (decision 050), then the block's code, fetched after the first screen (decision
 * 047): which buttons this visitor sees is decided there, from the server's config, so the
 * first visit's bundle carries none of it.
 */
import { Suspense } from 'react';
import { lazyView } from '../components/lazy/lazy-view';
import type { ThirdPartyToken } from '../flows/login/login.setup';
import { useBrowserFact } from '../host/browser-fact';
import { useWidget } from '../widget/widget-context';

export const LazyThirdPartySection = lazyView(() =>
  import('./third-party-section').then((module) => module.ThirdPartySection),
);

export interface ThirdPartySlotProps {
  /** The popup gave a provider's id token. */
  onToken: (token: ThirdPartyToken) => void;
  /** The flow is submitting the token: the buttons wait. */
  busy: boolean;
  /** The log-in takes the token a sign-up handed over (handoff.ts). */
  takesHandedToken?: boolean;
}

const inBrowser = () => true;

export function ThirdPartySlot(props: ThirdPartySlotProps) {
  const { options } = useWidget();
  const hydrated = useBrowserFact(inBrowser, false);
  if (!hydrated || options.hideThirdParty === true) return null;
  return (
    <Suspense fallback={null}>
      <LazyThirdPartySection {...props} />
    </Suspense>
  );
}
