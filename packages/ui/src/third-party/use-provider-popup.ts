/**
 * The block's controller: opens a provider's popup on a click and turns how it ended into the
 * flow's event or a toast (docs/decisions/064). A closed popup is a cancel: no toast.
 */
import { useEffect, useRef, useState } from 'react';
import { TOAST_MS_DEFAULT, TOAST_MS_LONG, type ThirdPartyProvider } from '@foyer/contract';
import { useToast } from '../components/toast';
import { useWidget } from '../widget/widget-context';
import { useTranslation } from '../i18n/use-translation';
import type { ThirdPartyToken } from '../flows/login/login.setup';
import { providerName } from './provider-names';
import { openProviderPopup } from './provider-popup';

export function useProviderPopup(
  callbackOrigin: string,
  trName: string | undefined,
  onToken: (token: ThirdPartyToken) => void,
) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { track } = useWidget();
  const [popupOpen, setPopupOpen] = useState(false);
  const running = useRef<AbortController | null>(null);
  // Leaving the view closes a popup still open.
  useEffect(() => () => running.current?.abort(), []);

  function open(provider: ThirdPartyProvider) {
    // Opened in the click's own task: a popup opened later is blocked by the browser.
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setPopupOpen(true);
    const start = { lang: i18n.language, trType: 'LOGIN_TR' } as const;
    void openProviderPopup(window, provider, callbackOrigin, controller.signal, start).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        setPopupOpen(false);
        if (outcome.kind === 'token') {
          onToken({ provider, token: outcome.token });
          return;
        }
        if (outcome.kind === 'tokenMissing') {
          track({ name: 'thirdPartyTokenMissing', provider });
        } else if (outcome.kind === 'blocked') {
          toast.show('error', t('thirdParty:popupBlocked'), TOAST_MS_LONG);
        } else if (outcome.kind === 'failed') {
          const name = providerName(provider, t, trName);
          toast.show('error', t('thirdParty:popupFailed', { provider: name }), TOAST_MS_DEFAULT);
        }
      },
    );
  }

  return { open, popupOpen };
}
