/**
 * The widget's one place that asks how the signed-in account re-authenticates and sends the
 * code of an account without a password (docs/decisions/106), for the steps after a log-in that
 * bind Telegram: the bind-failure notice's "Bind again" and the Mini App's link-auth. The form's
 * values and its refusal live here too, so a flow's view only shows them.
 */
import { useCallback, useEffect, useState } from 'react';
import { reauthMethodCall, reauthSendCodeCall } from '@foyer/contract';
import { useWidget } from '../widget/widget-context';
import {
  NO_VALUES,
  sendProblemOf,
  valuesProblem,
  type ReauthMethod,
  type ReauthProblem,
  type ReauthValues,
} from './reauth-proof';

export type ReauthMethodState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; method: ReauthMethod };

/** The code's send: not yet, under way, sent. */
export type ReauthSend = 'idle' | 'sending' | 'sent';

export function useReauthentication() {
  const { api } = useWidget();
  const [state, setState] = useState<ReauthMethodState>({ kind: 'loading' });
  const [values, setValues] = useState<ReauthValues>(NO_VALUES);
  const [problem, setProblem] = useState<ReauthProblem | null>(null);
  const [send, setSend] = useState<ReauthSend>('idle');

  useEffect(() => {
    let live = true;
    void api.call(reauthMethodCall, {}, { hideError: true }).then((outcome) => {
      if (live) setState(outcome.ok ? { kind: 'loaded', method: outcome.result } : { kind: 'failed' }); // prettier-ignore
    });
    return () => {
      live = false;
    };
  }, [api]);

  const sendCode = useCallback(async () => {
    setSend('sending');
    const outcome = await api.call(reauthSendCodeCall, {}, { hideError: true });
    setSend(outcome.ok ? 'sent' : 'idle');
    setProblem(outcome.ok ? null : sendProblemOf(outcome.retCode));
  }, [api]);

  const method = state.kind === 'loaded' ? state.method : null;

  /** The proof to send, or null (with the problem shown) when a field is missing. */
  const ready = useCallback((): { method: ReauthMethod; values: ReauthValues } | null => {
    if (!method || method.factor === 'none') return null;
    const missing = valuesProblem(method, values);
    setProblem(missing);
    return missing ? null : { method, values };
  }, [method, values]);

  /** A refusal of the server: said beside its field, which is emptied. */
  const refused = useCallback((refusal: ReauthProblem) => {
    setProblem(refusal);
    setValues((now) => ({ ...now, [refusal.field]: '' }));
  }, []);

  return { state, method, values, setValues, problem, send, sendCode, ready, refused };
}

export type Reauthentication = ReturnType<typeof useReauthentication>;
