import { loadTakeTelegramLogin, mayCarryTelegramLogin, type TelegramArrival } from '@foyer/ui';
import { useEffect, useState } from 'react';
import { useTelegramQueryCleanup } from './telegram-query-cleanup';

/**
 * Telegram Login data on the login URL (decision 024), as the widget's `telegramCallback`:
 * read once after the page shows, and only when the address may carry it, so that the reader
 * is not part of the first screen (decision 047); then taken off the address bar. A visitor
 * needs seconds to type a password: the data is there long before the log-in is sent.
 */
export function useLoginTelegramArrival(enabled: boolean): string | undefined {
  const [arrival, setArrival] = useState<TelegramArrival>();
  useEffect(() => {
    const { search } = window.location;
    if (!enabled || !mayCarryTelegramLogin(search)) return;
    let live = true;
    void loadTakeTelegramLogin().then((take) => {
      if (live) setArrival(take(search));
    });
    return () => {
      live = false;
    };
  }, [enabled]);
  useTelegramQueryCleanup(arrival);
  return arrival?.telegramCallback;
}
