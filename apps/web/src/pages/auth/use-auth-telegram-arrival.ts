import { loadTakeTelegramLogin, mayCarryTelegramLogin, type TelegramArrival } from '@foyer/ui';
import { useEffect, useState } from 'react';
import { useTelegramQueryCleanup } from './telegram-query-cleanup';

/** The read of Telegram's fields, and its telegram_callback as the widget awaits it. */
interface PendingArrival {
  read: Promise<TelegramArrival | undefined>;
  telegramCallback: Promise<string | undefined>;
}

/**
 * Telegram Login data on the log-in or sign-up URL (decisions 024, 088), as the widget's
 * `telegramCallback`. The reader loads only when the address may carry the data, so that it is
 * not part of the first screen (decision 047); it starts as the page becomes the app's, and
 * the fields are then taken off the address bar. Until it has read them the widget is given a
 * promise: a log-in or sign-up sent in that moment (a password manager's autofill and Enter)
 * waits for it and binds (decision 097). A reader that fails to load binds nothing, as a
 * page without the data. Switching between log-in and sign-up keeps it.
 */
export function useAuthTelegramArrival(): string | Promise<string | undefined> | undefined {
  const [pending] = useState((): PendingArrival | undefined => {
    const { search } = window.location;
    if (!mayCarryTelegramLogin(search)) return undefined;
    const read = loadTakeTelegramLogin().then(
      (take) => take(search),
      () => undefined,
    );
    return { read, telegramCallback: read.then((arrival) => arrival?.telegramCallback) };
  });
  const [arrival, setArrival] = useState<TelegramArrival>();
  useEffect(() => {
    let live = true;
    void pending?.read.then((read) => {
      if (live) setArrival(read);
    });
    return () => {
      live = false;
    };
  }, [pending]);
  useTelegramQueryCleanup(arrival);
  return arrival ? arrival.telegramCallback : pending?.telegramCallback;
}
