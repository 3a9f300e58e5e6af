/**
 * The one place the app asks how the signed-in account re-authenticates, and sends the code of
 * an account without a password (docs/decisions/106).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { reauthMethodCall, reauthSendCodeCall } from '@foyer/contract';
import { createAppApi } from '../api/app-api';
import { sendProblemOf, type ReauthMethod, type ReauthProblem } from './reauth-proof';

export type MethodState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; method: ReauthMethod }; // prettier-ignore

/** The code's send: not yet, under way, sent (to the method's address). */
export type SendState = 'idle' | 'sending' | 'sent';

/** Loads the method when `enabled`; `sendCode` answers its refusal, or null once sent. */
export function useReauthMethod(lang: string, enabled = true) {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [state, setState] = useState<MethodState>({ kind: 'loading' });

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    void api.call(reauthMethodCall, {}, { hideError: true }).then((outcome) => {
      if (live) setState(outcome.ok ? { kind: 'loaded', method: outcome.result } : { kind: 'failed' }); // prettier-ignore
    });
    return () => {
      live = false;
    };
  }, [api, enabled]);

  const sendCode = useCallback(async (): Promise<ReauthProblem | null> => {
    const outcome = await api.call(reauthSendCodeCall, {}, { hideError: true });
    return outcome.ok ? null : sendProblemOf(outcome.retCode);
  }, [api]);

  return { state, sendCode };
}

export type ReauthMethodHandle = ReturnType<typeof useReauthMethod>;
