/**
 * Link-auth's controller (decision 089): the one place that calls the API for it. Whether the
 * web view holds a session, and whose, is the server's answer to the profile call (a session
 * may live in the HttpOnly cookie, which no script can read); the bind sends the Mini App's raw
 * launch data with the person's proof that it is them (decision 106). Both hide their error
 * toasts: the page says what happened itself.
 */
import { useState } from 'react';
import { profileCall, telegramBindCall } from '@foyer/contract';
import { fromPromise } from '../machine';
import { useMachine } from '../machine/react';
import { dashboardUrl } from '../widget/after-success';
import { useWidget } from '../widget/widget-context';
import { useLatest } from '../flows/shared/use-latest';
import { useMiniApp } from './mini-app-context';
import { proofOf } from '../reauth/use-reauthentication';
import { miniAppLinkMachine, type LinkAnswer, type LinkProof } from './mini-app-link.machine';

export function useMiniAppLink() {
  const widget = useWidget();
  const { webApp } = useMiniApp();
  const latest = useLatest({ widget, webApp });

  const [machine] = useState(() =>
    miniAppLinkMachine.provide({
      actors: {
        checkSession: fromPromise(async ({ signal }: { signal: AbortSignal }) => {
          const { api } = latest.current.widget;
          const profile = await api.call(profileCall, {}, { hideError: true, signal });
          return profile.ok ? profile.result : null;
        }),
        link: fromPromise(
          async ({
            input,
            signal,
          }: {
            input: LinkProof;
            signal: AbortSignal;
          }): Promise<LinkAnswer> => {
            const { widget: current, webApp: telegram } = latest.current;
            const reauth = await proofOf(input.method, input.values);
            return current.api.call(
              telegramBindCall,
              { telegram_callback: telegram.initData, telegram_data: 'mini_app', reauth },
              { hideError: true, signal },
            );
          },
        ),
      },
      actions: {
        // Telegram's own prompt; the link goes on whatever the person answers there (071).
        askWriteAccess: () => latest.current.webApp.requestWriteAccess?.(),
        closeApp: () => latest.current.webApp.close(),
        goOn: () => {
          const { widget: current } = latest.current;
          current.navigate(dashboardUrl(current.lang, false));
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  return { snapshot, send };
}

export type MiniAppLinkController = ReturnType<typeof useMiniAppLink>;
