/**
 * The activation page's calls: what the sign-up is (recall info), then Confirm (activate).
 * The page never activates on opening: a mail scanner that pre-fetches the link changes
 * nothing, and the person sees what they approve (decision 026).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  RET_CODES,
  registerActivateCall,
  registerRecallInfoCall,
  type ActivationOutcome,
  type CallResult,
} from '@foyer/contract';
import { createAppApi } from '../../api/app-api';

type RecallInfo = CallResult<typeof registerRecallInfoCall>;

export type ActivationState =
  | { kind: 'loading' }
  | { kind: 'invalidLink' }
  | { kind: 'asking'; info: RecallInfo; busy: boolean }
  | { kind: ActivationOutcome }
  | { kind: 'failed' };

/** What the page says for a sign-up that is no longer waiting for its link. */
export function stateOfStage(info: RecallInfo): ActivationState {
  if (info.recall_stage === 'verify') return { kind: 'asking', info, busy: false };
  if (info.recall_stage === 'expired') return { kind: 'expired' };
  return { kind: 'alreadyUsed' };
}

/** A refused call: an unknown or expired sign-up is "expired"; a bad link "invalid". */
export function stateOfRefusal(retCode: number): ActivationState {
  if (retCode === RET_CODES.EXPIRED.code) return { kind: 'expired' };
  if (retCode === RET_CODES.ACTIVATION_LINK_INVALID.code) return { kind: 'invalidLink' };
  if (retCode === RET_CODES.INVALID_PARAMS.code) return { kind: 'invalidLink' };
  return { kind: 'failed' };
}

export function useActivation(lang: string, uuid: string | null, token: string | null) {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const complete = Boolean(uuid && token);
  const [state, setState] = useState<ActivationState>(
    complete ? { kind: 'loading' } : { kind: 'invalidLink' },
  );

  useEffect(() => {
    if (!uuid || !token) return;
    let live = true;
    void api.call(registerRecallInfoCall, { uuid }, { hideError: true }).then((outcome) => {
      if (!live) return;
      setState(outcome.ok ? stateOfStage(outcome.result) : stateOfRefusal(outcome.retCode));
    });
    return () => {
      live = false;
    };
  }, [api, uuid, token]);

  const confirm = useCallback(async () => {
    if (!uuid || !token || state.kind !== 'asking' || state.busy) return;
    setState({ ...state, busy: true });
    const outcome = await api.call(registerActivateCall, { uuid, token }, { hideError: true });
    setState(outcome.ok ? { kind: outcome.result.activation } : stateOfRefusal(outcome.retCode));
  }, [api, uuid, token, state]);

  return { state, confirm };
}
