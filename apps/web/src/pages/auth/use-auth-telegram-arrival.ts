import { loadTakeTelegramLogin, mayCarryTelegramLogin, type TelegramArrival } from '@foyer/ui';
import { useEffect, useState } from 'react';
import { useTelegramQueryCleanup } from './telegram-query-cleanup';

/**
 * Telegram Login data on the log-in or sign-up URL (decisions 024, 088), as the widget's
 * `telegramCallback`: read once after the page shows, and only when the address may carry it,
 * so that the reader is not part of the first screen (decision 047); then taken off the address
 * bar. A visitor needs seconds to type a password, and longer to fetch a sign-up code: the data
 * is there long before the log-in or the sign-up that binds it is sent. Switching between the
 * two keeps it.
 */
export function useAuthTelegramArrival(): string | undefined {
  const [arrival, setArrival] = useState<TelegramArrival>();
  useEffect(() => {
    const { search } = window.location;
    if (!mayCarryTelegramLogin(search)) return;
    let live = true;
    void loadTakeTelegramLogin().then((take) => {
      if (live) setArrival(take(search));
    });
    return () => {
      live = false;
    };
  }, []);
  useTelegramQueryCleanup(arrival);
  return arrival?.telegramCallback;
}
