import { takeTelegramLogin } from '@foyer/ui';
import { useState } from 'react';
import { useTelegramQueryCleanup } from './telegram-query-cleanup';

/**
 * Telegram Login data on the page's URL (Telegram's `data-auth-url` redirect; decisions 024,
 * 063): read once when the page opens, then taken off the address bar. Answers the JSON text
 * of Telegram's fields. For a page that needs them at once (/{lang}/telegram-register-login);
 * the log-in and sign-up pages read them later (use-auth-telegram-arrival.ts).
 */
export function useTelegramArrival(enabled: boolean): string | undefined {
  const [arrival] = useState(() =>
    enabled ? takeTelegramLogin(window.location.search) : undefined,
  );
  useTelegramQueryCleanup(arrival);
  return arrival?.telegramCallback;
}
