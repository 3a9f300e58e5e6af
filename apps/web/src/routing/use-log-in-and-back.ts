import { useEffect } from 'react';
import { useApp } from '../app-shell/app-context';
import { logInAndBack } from './localized-path';
import { useLocation, useNavigate } from './router';

/**
 * A page that needs a session, found without one, goes to log-in, which comes back to it (path
 * and query) after (behaviour §2 "Destinations").
 */
export function useLogInAndBackWhen(signedOut: boolean): void {
  const { lang } = useApp();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (signedOut) navigate(logInAndBack(lang, `${pathname}${search}`), { replace: true });
  }, [signedOut, navigate, lang, pathname, search]);
}
