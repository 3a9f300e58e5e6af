import { useCallback, useEffect, useMemo, useState } from 'react';
import { RET_CODES, logoutCall, profileCall, type CallResult } from '@foyer/contract';
import { appTokenStore, createAppApi } from '../../api/app-api';

export type Profile = CallResult<typeof profileCall>;

/** The dashboard's account: loading, shown, not signed in (10005), or failed. */
export type ProfileState =
  | { kind: 'loading' }
  | { kind: 'ready'; profile: Profile }
  | { kind: 'signedOut' }
  | { kind: 'failed'; retCode: number };

/** Loads the signed-in profile and offers log-out. */
export function useProfile(lang: string) {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [state, setState] = useState<ProfileState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void api.call(profileCall, {}, { hideError: true }).then((outcome) => {
      if (!live) return;
      if (outcome.ok) setState({ kind: 'ready', profile: outcome.result });
      else if (outcome.retCode === RET_CODES.NOT_LOGGED_IN.code) setState({ kind: 'signedOut' });
      else setState({ kind: 'failed', retCode: outcome.retCode });
    });
    return () => {
      live = false;
    };
  }, [api, attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const logOut = useCallback(async () => {
    await api.call(logoutCall, {}, { hideError: true });
    // Signed out locally even if the server could not be reached.
    appTokenStore.clear();
  }, [api]);

  return { state, retry, logOut };
}
