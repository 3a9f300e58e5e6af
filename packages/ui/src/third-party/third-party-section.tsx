/**
 * The third-party block's code, loaded after the first screen (third-party-slot.tsx): the
 * server's offer decides whether the block shows at all. On the log-in view it also takes the
 * token a sign-up handed over (handoff.ts).
 */
import { useEffect } from 'react';
import { takeHandedToken } from './handoff';
import { ThirdPartyBlockView } from './third-party-block.view';
import type { ThirdPartySlotProps } from './third-party-slot';
import { useThirdPartyOffer } from './use-third-party-offer';

export function ThirdPartySection(props: ThirdPartySlotProps) {
  const offer = useThirdPartyOffer();
  const { onToken, takesHandedToken } = props;
  useEffect(() => {
    // A token the sign-up handed over after its gate: this flow makes the call (decision 064).
    const handed = takesHandedToken ? takeHandedToken() : undefined;
    if (handed) onToken(handed);
  }, [takesHandedToken, onToken]);
  return offer ? <ThirdPartyBlockView {...offer} {...props} /> : null;
}
