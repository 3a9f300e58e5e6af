/**
 * The Telegram page's controller (decisions 063, 072): the signed fields Telegram's redirect
 * brought (read once, then off the address bar: useTelegramArrival), the sign-in call once the
 * countdown has run out or the person said "Log in now", and "Try again with Telegram", which
 * opens Telegram's own window for the bot the server names.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { webConfigCall } from '@foyer/contract';
import {
  obtainTelegramLogin,
  signInWithTelegram,
  type ApiClient,
  type TelegramLoginState,
} from '@foyer/ui';
import { createAppApi } from '../../api/app-api';
import { useTelegramArrival } from '../auth/use-telegram-arrival';
import { pageStateOf, type TelegramPageState } from './telegram-sign-in-state';

interface Bot {
  name: string;
  id: string;
}

async function botOf(api: ApiClient): Promise<Bot | undefined> {
  const config = await api.call(webConfigCall, {}, { hideError: true });
  if (!config.ok) return undefined;
  const { telegram_bot_name: name, telegram_bot_id: id } = config.result;
  return name && id ? { name, id } : undefined;
}

export function useTelegramSignIn(lang: string) {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const arrived = useTelegramArrival(true);
  const [state, setState] = useState<TelegramPageState>(
    arrived ? { kind: 'arrived', token: arrived } : { kind: 'noData' },
  );
  const [bot, setBot] = useState<Bot>();
  const [telegram, setTelegram] = useState<TelegramLoginState>();
  // The referral code travels on Telegram's return address as our own parameter.
  const userCode = new URLSearchParams(window.location.search).get('ref') ?? undefined;

  // Called once per token: the data is spent by the session it opens, a second call with it
  // would be refused as replayed.
  const signIn = useCallback(
    async (token: string) => {
      setState({ kind: 'signingIn' });
      setState(pageStateOf(await signInWithTelegram(api, { token, userCode })));
    },
    [api, userCode],
  );

  useEffect(() => {
    let live = true;
    void botOf(api).then((found) => live && setBot(found));
    return () => {
      live = false;
    };
  }, [api]);

  const tryAgain = useMemo(() => {
    if (!bot) return undefined;
    return async () => {
      const token = await obtainTelegramLogin(bot.name, {
        botId: bot.id,
        lang,
        onState: setTelegram,
      }).catch(() => null);
      setTelegram(undefined);
      // The person has just approved it in Telegram's window: no countdown.
      if (token) await signIn(token);
    };
  }, [bot, lang, signIn]);

  return { state, signIn, tryAgain, telegram };
}
