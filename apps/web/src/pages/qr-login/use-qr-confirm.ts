/**
 * The confirm page's calls: who asks (scan), then confirm or decline, for the signed-in
 * account of this device. Not signed in (10005) and expired or used (10016) are states of
 * their own; the page says what happened after each answer.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  RET_CODES,
  qrConfirmCall,
  qrDeclineCall,
  qrScanCall,
  type QrRequester,
} from '@foyer/contract';
import { createAppApi } from '../../api/app-api';

export type QrConfirmState =
  | { kind: 'loading' }
  | { kind: 'invalidLink' }
  | { kind: 'signedOut' }
  | { kind: 'expired' }
  | { kind: 'failed' }
  | { kind: 'asking'; requester: QrRequester; busy: 'confirm' | 'decline' | null }
  | { kind: 'confirmed' }
  | { kind: 'declined' };

function refusalState(retCode: number): QrConfirmState {
  if (retCode === RET_CODES.NOT_LOGGED_IN.code) return { kind: 'signedOut' };
  if (retCode === RET_CODES.EXPIRED.code) return { kind: 'expired' };
  return { kind: 'failed' };
}

export function useQrConfirm(lang: string, code: string | null) {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [state, setState] = useState<QrConfirmState>(
    code ? { kind: 'loading' } : { kind: 'invalidLink' },
  );

  useEffect(() => {
    if (!code) return;
    let live = true;
    void api.call(qrScanCall, { code }, { hideError: true }).then((outcome) => {
      if (!live) return;
      if (outcome.ok) setState({ kind: 'asking', requester: outcome.result, busy: null });
      else setState(refusalState(outcome.retCode));
    });
    return () => {
      live = false;
    };
  }, [api, code]);

  const decide = useCallback(
    async (decision: 'confirm' | 'decline') => {
      if (!code || state.kind !== 'asking' || state.busy) return;
      setState({ ...state, busy: decision });
      const call = decision === 'confirm' ? qrConfirmCall : qrDeclineCall;
      const outcome = await api.call(call, { code }, { hideError: true });
      if (outcome.ok) setState({ kind: decision === 'confirm' ? 'confirmed' : 'declined' });
      else setState(refusalState(outcome.retCode));
    },
    [api, code, state],
  );

  return { state, decide };
}
