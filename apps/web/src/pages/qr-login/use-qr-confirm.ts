/**
 * The confirm page's calls: who asks (scan), then confirm or decline, for the signed-in
 * account of this device. Confirming sends the number picked, the password (as its digest)
 * and the authenticator code when two-factor is on (decision 039). Not signed in (10005),
 * expired or used (10016), a wrong number (the request is then void) and too many approvals
 * are states of their own; a wrong password or code is a problem shown on the form.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  RET_CODES,
  qrConfirmCall,
  qrDeclineCall,
  qrScanCall,
  type QrRequester,
} from '@foyer/contract';
import { passwordDigest } from '@foyer/ui';
import { createAppApi } from '../../api/app-api';

export type QrConfirmState =
  | { kind: 'loading' }
  | { kind: 'invalidLink' }
  | { kind: 'signedOut' }
  | { kind: 'expired' }
  | { kind: 'failed' }
  | { kind: 'voided' }
  | { kind: 'overLimit' }
  | { kind: 'asking'; requester: QrRequester; busy: 'confirm' | 'decline' | null }
  | { kind: 'confirmed' }
  | { kind: 'declined' };

/** What the form says when the approval is refused but may be tried again. */
export type ApprovalProblem =
  'wrongPassword' | 'passwordLocked' | 'codeRequired' | 'wrongCode' | 'codeLocked';

export interface Approval {
  number: string;
  password: string;
  /** Only when two-factor is on. */
  google2fa?: string;
}

const PROBLEMS = new Map<number, ApprovalProblem>([
  [RET_CODES.WRONG_PASSWORD.code, 'wrongPassword'],
  [RET_CODES.PASSWORD_ERRORS_OVER_LIMIT.code, 'passwordLocked'],
  [RET_CODES.QR_TWO_FACTOR_REQUIRED.code, 'codeRequired'],
  [RET_CODES.TWO_FACTOR_CODE_INVALID.code, 'wrongCode'],
  [RET_CODES.TWO_FACTOR_LOCKED.code, 'codeLocked'],
]);

const ENDINGS = new Map<number, QrConfirmState>([
  [RET_CODES.NOT_LOGGED_IN.code, { kind: 'signedOut' }],
  [RET_CODES.EXPIRED.code, { kind: 'expired' }],
  [RET_CODES.QR_NUMBER_MISMATCH.code, { kind: 'voided' }],
  [RET_CODES.QR_APPROVALS_OVER_LIMIT.code, { kind: 'overLimit' }],
]);

/** A refused call: a problem to show on the form, or the page's next state. */
export function refusal(retCode: number): { problem: ApprovalProblem } | { state: QrConfirmState } {
  const problem = PROBLEMS.get(retCode);
  if (problem) return { problem };
  return { state: ENDINGS.get(retCode) ?? { kind: 'failed' } };
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
      else setState(ENDINGS.get(outcome.retCode) ?? { kind: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [api, code]);

  /** Confirms; answers the problem to show when the form may be tried again. */
  const confirm = useCallback(
    async (approval: Approval): Promise<ApprovalProblem | null> => {
      if (!code || state.kind !== 'asking' || state.busy) return null;
      setState({ ...state, busy: 'confirm' });
      const body = { ...approval, code, password: await passwordDigest(approval.password) };
      const outcome = await api.call(qrConfirmCall, body, { hideError: true });
      if (outcome.ok) {
        setState({ kind: 'confirmed' });
        return null;
      }
      const refused = refusal(outcome.retCode);
      setState('state' in refused ? refused.state : { ...state, busy: null });
      return 'problem' in refused ? refused.problem : null;
    },
    [api, code, state],
  );

  const decline = useCallback(async () => {
    if (!code || state.kind !== 'asking' || state.busy) return;
    setState({ ...state, busy: 'decline' });
    const outcome = await api.call(qrDeclineCall, { code }, { hideError: true });
    if (outcome.ok) setState({ kind: 'declined' });
    else setState(ENDINGS.get(outcome.retCode) ?? { kind: 'failed' });
  }, [api, code, state]);

  return { state, confirm, decline };
}
