import { useCallback, useEffect, useMemo, useState } from 'react';
import { setTradingPasswordCall, tradingPasswordStatusCall } from '@foyer/contract';
import { passwordDigest } from '@foyer/ui';
import { createAppApi } from '../../api/app-api';
import { proofOf, type ReauthMethod, type ReauthValues } from '../../reauth/reauth-proof';

/** The section's state (decision 160): whether one is set, and whether support reset it. */
export type TradingPasswordState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'loaded'; set: boolean; mustSet: boolean; done?: true };

/** A set's answer: done, or the ret_code of its refusal. */
export type SetResult = { ok: true } | { ok: false; retCode: number };

/**
 * The trading password of the signed-in account: its state, and setting it with the proof the
 * re-authentication dialog collected (decision 106). The new one leaves the browser only as its
 * digest, as the log-in password does.
 */
export function useTradingPassword(lang: string) {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [state, setState] = useState<TradingPasswordState>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    void api.call(tradingPasswordStatusCall, {}, { hideError: true }).then((outcome) => {
      if (!live) return;
      setState(
        outcome.ok
          ? { kind: 'loaded', set: outcome.result.set, mustSet: outcome.result.must_set }
          : { kind: 'failed' },
      );
    });
    return () => {
      live = false;
    };
  }, [api]);

  const setPassword = useCallback(
    async (password: string, method: ReauthMethod, values: ReauthValues): Promise<SetResult> => {
      const body = {
        trading_password: await passwordDigest(password),
        reauth: await proofOf(method, values),
      };
      const outcome = await api.call(setTradingPasswordCall, body, { hideError: true });
      if (!outcome.ok) return { ok: false, retCode: outcome.retCode };
      setState({ kind: 'loaded', set: true, mustSet: false, done: true });
      return { ok: true };
    },
    [api],
  );

  return { state, setPassword };
}

export type TradingPasswordHandle = ReturnType<typeof useTradingPassword>;
