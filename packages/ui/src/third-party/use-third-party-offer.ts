/**
 * Whether this page offers third-party sign-in, and which buttons (docs/decisions/064): read
 * after hydration from the server's config (shared with the sign-up, one call) and the
 * visitor's country, so a prerendered page and its first render agree (nothing shown).
 */
import { useEffect, useState } from 'react';
import type { ThirdPartyProvider } from '@foyer/contract';
import { readInAppView } from '../flows/login/qr-tab-facts';
import { loadVisitorCountry } from '../flows/shared/visitor-country';
import { loadWebConfig } from '../widget/web-config';
import { useWidget } from '../widget/widget-context';
import { buttonsToShow } from './third-party-offer';

export interface ThirdPartyOffer {
  buttons: ThirdPartyProvider[];
  /** The origin the popup's message must come from (the server's PUBLIC_ORIGIN). */
  callbackOrigin: string;
  /** The Turkish provider's name, from the server's settings. */
  trName?: string;
}

export function useThirdPartyOffer(): ThirdPartyOffer | null {
  const { api, host, options } = useWidget();
  const hidden = options.hideThirdParty === true;
  const [offer, setOffer] = useState<ThirdPartyOffer | null>(null);

  useEffect(() => {
    // Hidden by the host: nothing to ask the server.
    if (hidden) return;
    let live = true;
    void Promise.all([loadWebConfig(api), loadVisitorCountry(api)]).then(([config, country]) => {
      const offered = config?.third_party;
      if (!live || !offered) return;
      const buttons = buttonsToShow({
        offered: offered.providers,
        site: host.site,
        hiddenByOption: hidden,
        inTelegram: readInAppView(),
        visitorCountry: country || undefined,
      });
      if (buttons.length === 0) return;
      setOffer({
        buttons,
        callbackOrigin: offered.callback_origin,
        trName: offered.tr_provider_name,
      });
    });
    return () => {
      live = false;
    };
  }, [api, host.site, hidden]);

  return hidden ? null : offer;
}
