import { useCallback, useEffect, useMemo, useState } from 'react';
import { oauthGrantsCall, oauthRevokeCall, type CallResult } from '@foyer/contract';
import { createAppApi } from '../../api/app-api';

/** An app the account granted access to (decision 080). */
export type GrantedApp = CallResult<typeof oauthGrantsCall>['apps'][number];

export type GrantedAppsState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  /** `revoked`: the name of the app the last revocation removed (for the status line). */
  | { kind: 'loaded'; apps: GrantedApp[]; revoked?: string; busy?: string };

/**
 * "Apps with access" (decision 080): the partner apps this account authorized through
 * Foyer's OpenID provider, and "Revoke", which ends the grant and its tokens.
 */
export function useGrantedApps(lang: string) {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [state, setState] = useState<GrantedAppsState>({ kind: 'loading' });

  const load = useCallback(
    async (revoked?: string): Promise<GrantedAppsState> => {
      const outcome = await api.call(oauthGrantsCall, {}, { hideError: true });
      if (!outcome.ok) return { kind: 'failed' };
      return { kind: 'loaded', apps: outcome.result.apps, ...(revoked ? { revoked } : {}) };
    },
    [api],
  );

  useEffect(() => {
    let live = true;
    void load().then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [load]);

  const revoke = useCallback(
    async (app: GrantedApp) => {
      setState((now) => (now.kind === 'loaded' ? { ...now, busy: app.client_id } : now));
      const outcome = await api.call(oauthRevokeCall, { client_id: app.client_id });
      setState(outcome.ok ? await load(app.client_name) : { kind: 'failed' });
    },
    [api, load],
  );

  return { state, revoke };
}
