/**
 * "Continue with Telegram"'s controller (behaviour §4 "Third-party flow"; docs/decisions/063,
 * 068): a press asks Telegram's window for the person's signed fields and hands their JSON text
 * to the flow as the token of `token_type: 'telegram'`, the way a popup's id token is handed.
 * A window closed without approving is a cancel: no toast. Telegram's script failing to load is
 * the toast a failed popup gives.
 */
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { TOAST_MS_DEFAULT } from '@foyer/contract';
import { useToast } from '../components/toast';
import type { ThirdPartyToken } from '../flows/login/login.setup';
import { useTranslation } from '../i18n/use-translation';
import { useWidget } from '../widget/widget-context';
import { providerName } from './provider-names';
import type { obtainTelegramLogin } from './telegram-login';
import type { TelegramBot } from './use-third-party-offer';

/**
 * Telegram's own window, its module fetched on the first press: named among the first visit's
 * preloads, it would cost the first screen bytes (decision 047).
 */
const obtainFromTelegram: typeof obtainTelegramLogin = (botName, options) =>
  import('./telegram-login').then((module) => module.obtainTelegramLogin(botName, options));

/**
 * What obtains Telegram's signed fields: Telegram's own window by default. A test (or a host
 * page that has its own way to Telegram) provides another, so no test loads Telegram's script.
 */
export const TelegramLoginContext = createContext(obtainFromTelegram);

export function useTelegramLogin(
  bot: TelegramBot | undefined,
  onToken: (token: ThirdPartyToken) => void,
) {
  const obtain = useContext(TelegramLoginContext);
  const { lang } = useWidget();
  const { t } = useTranslation();
  const toast = useToast();
  /** Telegram's window is being opened or is open. */
  const [pending, setPending] = useState(false);
  /** Telegram is slow to answer: the block says it is opening it. */
  const [titleShown, setTitleShown] = useState(false);
  /** Bumped by each press and by leaving the view: an answer for an older one is dropped. */
  const attempt = useRef(0);
  useEffect(
    () => () => {
      attempt.current += 1;
    },
    [],
  );

  function open() {
    if (!bot) return;
    const mine = (attempt.current += 1);
    const current = () => attempt.current === mine;
    setPending(true);
    setTitleShown(false);
    const settle = () => {
      setPending(false);
      setTitleShown(false);
    };
    obtain(bot.name, {
      botId: bot.id,
      lang,
      onState: (state) => {
        if (current()) setTitleShown(state.titleShown);
      },
    }).then(
      (fields) => {
        if (!current()) return;
        settle();
        if (fields !== null) onToken({ provider: 'telegram', token: fields });
      },
      () => {
        if (!current()) return;
        settle();
        const name = providerName('telegram', t);
        toast.show('error', t('thirdParty:popupFailed', { provider: name }), TOAST_MS_DEFAULT);
      },
    );
  }

  return { open, pending, titleShown };
}
