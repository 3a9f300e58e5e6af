/**
 * Whether this page offers third-party sign-in, and which buttons (docs/decisions/064): read
 * after hydration from the server's config (shared with the sign-up, one call) and the
 * visitor's country, so a prerendered page and its first render agree (nothing shown).
 */
import { useEffect, useState } from 'react';
import type { ThirdPartyTokenType } from '@foyer/contract';
import { readInAppView } from '../flows/login/qr-tab-facts';
import { loadVisitorCountry } from '../flows/shared/visitor-country';
import { loadWebConfig } from '../widget/web-config';
import { useWidget } from '../widget/widget-context';
import { buttonsToShow } from './third-party-offer';

export interface ThirdPartyOffer {
  buttons: ThirdPartyTokenType[];
  /** The origin the popup's message must come from (the server's PUBLIC_ORIGIN). */
  callbackOrigin: string;
  /** The Turkish provider's name, from the server's settings. */
  trName?: string;
  /** The bot "Continue with Telegram" opens (decision 063), when the server names one. */
  telegramBot?: TelegramBot;
}

export interface TelegramBot {
  name: string;
  /** Its numeric id: Telegram's window is asked by id. */
  id: string;
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
      if (!live || !config) return;
      const { third_party: offered, telegram_bot_name: botName, telegram_bot_id: botId } = config;
      const telegramBot = botName && botId ? { name: botName, id: botId } : undefined;
      const buttons = buttonsToShow({
        offered: offered?.providers ?? [],
        telegramBot: telegramBot !== undefined,
        site: host.site,
        hiddenByOption: hidden,
        inTelegram: readInAppView(),
        visitorCountry: country || undefined,
      });
      if (buttons.length === 0) return;
      setOffer({
        buttons,
        callbackOrigin: offered?.callback_origin ?? '',
        trName: offered?.tr_provider_name,
        telegramBot,
      });
    });
    return () => {
      live = false;
    };
  }, [api, host.site, hidden]);

  return hidden ? null : offer;
}
