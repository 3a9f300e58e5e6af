import type { TelegramArrival } from '@foyer/ui';
import { useEffect } from 'react';
import { useNavigate } from '../../routing/router';

/**
 * Takes Telegram's fields off the address bar once they are read (decision 024), so that they
 * are neither bookmarked, shared nor sent on as a referrer; the rest of the address stays.
 */
export function useTelegramQueryCleanup(arrival: TelegramArrival | undefined): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (arrival?.telegramCallback === undefined) return;
    if (window.location.search === arrival.search) return;
    const { pathname, hash } = window.location;
    navigate(`${pathname}${arrival.search}${hash}`, { replace: true });
  }, [arrival, navigate]);
}
