/**
 * Where a view shows the third-party block (docs/decisions/064): nothing on the first render,
 * and the block's code is fetched only once the server's config offers a provider this
 * visitor may use, so the first visit's bundle does not carry it (decision 047).
 */
import { Suspense } from 'react';
import { lazyView } from '../components/lazy/lazy-view';
import type { ThirdPartyToken } from '../flows/login/login.setup';
import { useThirdPartyOffer } from './use-third-party-offer';

export const LazyThirdPartyBlock = lazyView(() =>
  import('./third-party-block.view').then((module) => module.ThirdPartyBlockView),
);

export interface ThirdPartySlotProps {
  /** The popup gave a provider's id token. */
  onToken: (token: ThirdPartyToken) => void;
  /** The flow is submitting the token: the buttons wait. */
  busy: boolean;
}

export function ThirdPartySlot(props: ThirdPartySlotProps) {
  const offer = useThirdPartyOffer();
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <LazyThirdPartyBlock {...offer} {...props} />
    </Suspense>
  );
}
