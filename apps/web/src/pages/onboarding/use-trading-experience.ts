/**
 * Step two's answer (decision 135): the one kept for the account, once loaded, and keeping a
 * new one. Loaded only when `enabled` (a session is there).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  setTradingExperienceCall,
  tradingExperienceCall,
  type TradingExperience,
} from '@foyer/contract';
import { createAppApi } from '../../api/app-api';

/** undefined while loading; null when the account has not answered (or it could not be read). */
export type KeptAnswer = TradingExperience | null | undefined;

export function useTradingExperience(lang: string, enabled: boolean) {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [kept, setKept] = useState<KeptAnswer>(undefined);

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    void api.call(tradingExperienceCall, {}, { hideError: true }).then((outcome) => {
      if (live) setKept(outcome.ok ? outcome.result.trading_experience : null);
    });
    return () => {
      live = false;
    };
  }, [api, enabled]);

  /** Keeps the answer; true when the server kept it. */
  const save = useCallback(
    async (level: TradingExperience) => {
      const body = { trading_experience: level };
      return (await api.call(setTradingExperienceCall, body, { hideError: true })).ok;
    },
    [api],
  );

  return { kept, save };
}
