import { takeTelegramLogin } from '@foyer/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from '../../routing/router';

/**
 * Telegram Login data on the login URL (Telegram's `data-auth-url` redirect to
 * /{lang}/login; decision 024): read once when the page opens, then taken off the address
 * bar, so that it is neither bookmarked, shared nor sent on as a referrer. Answers the
 * widget's `telegramCallback`.
 */
export function useTelegramArrival(enabled: boolean): string | undefined {
  const navigate = useNavigate();
  const [arrival] = useState(() =>
    enabled ? takeTelegramLogin(window.location.search) : undefined,
  );
  useEffect(() => {
    if (arrival?.telegramCallback === undefined) return;
    if (window.location.search === arrival.search) return;
    const { pathname, hash } = window.location;
    navigate(`${pathname}${arrival.search}${hash}`, { replace: true });
  }, [arrival, navigate]);
  return arrival?.telegramCallback;
}
