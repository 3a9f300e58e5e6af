import { useCallback, useEffect, useMemo, useState } from 'react';
import { RET_CODES, riskGuideAcknowledgeCall, riskGuideListCall } from '@foyer/contract';
import { createRiskGuideStore, type ApiClient, type TokenStore } from '@foyer/ui';
import { createAppApi } from '../../api/app-api';

/** A log-in from a known device in a new country (decision 025). */
export interface GuidedSignIn {
  country: string;
  createdAt: number;
}

export type GuidedSignInsState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | {
      kind: 'loaded';
      items: GuidedSignIn[];
      /** This browser holds the risk token of a guided sign-in (stored by the widget). */
      canAcknowledge: boolean;
      /** The last acknowledgement went through (for the status message). */
      acknowledged: boolean;
    };

const RISK_TOKEN_INVALID = RET_CODES.RISK_TOKEN_INVALID.code;

/** The notices, and whether this browser can acknowledge (holds a guide token). */
async function loadState(
  api: ApiClient,
  store: TokenStore,
  acknowledged: boolean,
): Promise<GuidedSignInsState> {
  const outcome = await api.call(riskGuideListCall, {}, { hideError: true });
  if (!outcome.ok) return { kind: 'failed' };
  const items = outcome.result.items.map((item) => ({
    country: item.country,
    createdAt: item.created_at,
  }));
  return { kind: 'loaded', items, canAcknowledge: store.get() !== null, acknowledged };
}

/**
 * The security page's "signed in from a new country" notices: listed with the session,
 * acknowledged with the guide risk token the widget stored on that log-in (single use).
 */
export function useGuidedSignIns(lang: string) {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [store] = useState(createRiskGuideStore);
  const [state, setState] = useState<GuidedSignInsState>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void loadState(api, store, false).then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [api, store]);

  const acknowledge = useCallback(async () => {
    const token = store.get();
    if (!token) return;
    setBusy(true);
    try {
      const outcome = await api.call(
        riskGuideAcknowledgeCall,
        { risk_token: token },
        { hideError: true },
      );
      if (!outcome.ok && outcome.retCode !== RISK_TOKEN_INVALID) {
        setState({ kind: 'failed' });
        return;
      }
      // Acknowledged, or used, too old or another account's: the token is no use any more.
      store.clear();
      setState(await loadState(api, store, outcome.ok));
    } finally {
      setBusy(false);
    }
  }, [api, store]);

  return { state, busy, acknowledge };
}
