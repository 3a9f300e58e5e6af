import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  RET_CODES,
  twoFactorBeginCall,
  twoFactorConfirmCall,
  twoFactorDisableCall,
  twoFactorStatusCall,
} from '@foyer/contract';
import { passwordDigest } from '@foyer/ui';
import { createAppApi } from '../../api/app-api';

/** The security page's two-factor state (decision 016). */
export type TwoFactorState =
  | { kind: 'loading' }
  | { kind: 'signedOut' }
  | { kind: 'failed' }
  | { kind: 'off' }
  /** A new secret, shown once, waiting for its first code. */
  | { kind: 'enabling'; secret: string; otpauthUri: string }
  | { kind: 'on' };

/** Why a change was refused, as a message key of the page. */
export type CodeProblem = 'wrongCode' | 'locked' | 'wrongPassword' | 'passwordLocked' | 'failed';

/** What turning two-factor on or off asks for (decision 036): the password and a code. */
export interface TwoFactorProof {
  password: string;
  code: string;
}

const NOT_LOGGED_IN = RET_CODES.NOT_LOGGED_IN.code;

function problemOf(retCode: number): CodeProblem {
  if (retCode === RET_CODES.TWO_FACTOR_CODE_INVALID.code) return 'wrongCode';
  if (retCode === RET_CODES.TWO_FACTOR_LOCKED.code) return 'locked';
  if (retCode === RET_CODES.WRONG_PASSWORD.code) return 'wrongPassword';
  if (retCode === RET_CODES.PASSWORD_ERRORS_OVER_LIMIT.code) return 'passwordLocked';
  return 'failed';
}

/** Loads whether two-factor is on, and enables (begin, confirm) or disables it. */
export function useTwoFactor(lang: string) {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [state, setState] = useState<TwoFactorState>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void api.call(twoFactorStatusCall, {}, { hideError: true }).then((outcome) => {
      if (!live) return;
      if (outcome.ok) setState({ kind: outcome.result.enabled ? 'on' : 'off' });
      else setState({ kind: outcome.retCode === NOT_LOGGED_IN ? 'signedOut' : 'failed' });
    });
    return () => {
      live = false;
    };
  }, [api]);

  /** Runs one call with the page busy (its buttons disabled). */
  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }, []);

  const begin = useCallback(
    () =>
      run(async () => {
        const outcome = await api.call(twoFactorBeginCall, {}, { hideError: true });
        if (outcome.ok) {
          const { secret, otpauth_uri: otpauthUri } = outcome.result;
          setState({ kind: 'enabling', secret, otpauthUri });
        } else setState({ kind: outcome.retCode === NOT_LOGGED_IN ? 'signedOut' : 'failed' });
      }),
    [api, run],
  );

  /**
   * Confirms enabling, or disables, with the password and a code; answers the problem, if
   * any. The server then ends the account's other sessions.
   */
  const submitCode = useCallback(
    ({ password, code }: TwoFactorProof): Promise<CodeProblem | null> =>
      run(async () => {
        const turningOn = state.kind === 'enabling';
        const call = turningOn ? twoFactorConfirmCall : twoFactorDisableCall;
        const body = { google2fa: code, password: await passwordDigest(password) };
        const outcome = await api.call(call, body, { hideError: true });
        if (outcome.ok) {
          setState({ kind: outcome.result.enabled ? 'on' : 'off' });
          return null;
        }
        if (outcome.retCode === NOT_LOGGED_IN) setState({ kind: 'signedOut' });
        return problemOf(outcome.retCode);
      }),
    [api, run, state.kind],
  );

  return { state, busy, begin, submitCode };
}
