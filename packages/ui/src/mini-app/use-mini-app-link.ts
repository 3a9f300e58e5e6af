/**
 * Link-auth's controller (decision 089): the one place that calls the API for it. Whether the
 * web view holds a session, and whose, is the server's answer to the profile call (a session
 * may live in the HttpOnly cookie, which no script can read); the bind sends the Mini App's raw
 * launch data with the person's proof that it is them (decision 106). Both hide their error
 * toasts: the page says what happened itself, but for a 10016 on the bind, whose toast this
 * shows (decision 152).
 */
import { useState } from 'react';
import { profileCall, telegramBindCall } from '@foyer/contract';
import { telegramBindToast } from '../api/telegram-bind-toast';
import { useToast } from '../components/toast';
import { useTranslation } from '../i18n/use-translation';
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
  const { t } = useTranslation();
  const toast = useToast();
  const latest = useLatest({ widget, webApp, t, toast });

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
            const { widget: current, webApp: telegram, t, toast } = latest.current;
            const reauth = await proofOf(input.method, input.values);
            const answer = await current.api.call(
              telegramBindCall,
              { telegram_callback: telegram.initData, telegram_data: 'mini_app', reauth },
              { context: 'telegramBind', hideError: true, signal },
            );
            const expired = answer.ok ? null : telegramBindToast(answer, t);
            if (expired) toast.show(expired.kind, expired.text, expired.ms);
            return answer;
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
  // behaviour §8 40004 passes silently in the OAuth-embedded view (auth-expiry.ts).
  const [snapshot, send] = useMachine(machine, { input: { specialMode: widget.options.oauth } });
  return { snapshot, send };
}

export type MiniAppLinkController = ReturnType<typeof useMiniAppLink>;
