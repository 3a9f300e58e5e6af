import { useCallback, useEffect, useMemo, useState } from 'react';
import { RET_CODES, logoutCall } from '@foyer/contract';
import { appTokenStore, createAppApi } from '../../api/app-api';
import { forgetProfile, readProfile, type Profile } from '../../api/profile';

export type { Profile };

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
    void readProfile(lang).then((outcome) => {
      if (!live) return;
      if (outcome.ok) setState({ kind: 'ready', profile: outcome.result });
      else if (outcome.retCode === RET_CODES.NOT_LOGGED_IN.code) setState({ kind: 'signedOut' });
      else setState({ kind: 'failed', retCode: outcome.retCode });
    });
    return () => {
      live = false;
    };
  }, [lang, attempt]);

  const retry = useCallback(() => {
    forgetProfile();
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const logOut = useCallback(async () => {
    await api.call(logoutCall, {}, { hideError: true });
    // Signed out locally even if the server could not be reached.
    appTokenStore.clear();
    forgetProfile();
  }, [api]);

  return { state, retry, logOut };
}
