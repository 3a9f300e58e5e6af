import { useEffect, useMemo, useState } from 'react';
import { ownReferralCodeCall } from '@foyer/contract';
import { createAppApi } from '../../api/app-api';

/** The signed-in account's own referral code (docs/decisions/028): loading, shown or failed. */
export type ReferralCodeState =
  { kind: 'loading' } | { kind: 'ready'; code: string } | { kind: 'failed' };

export function useReferralCode(lang: string): ReferralCodeState {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [state, setState] = useState<ReferralCodeState>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    void api.call(ownReferralCodeCall, {}, { hideError: true }).then((outcome) => {
      if (!live) return;
      setState(outcome.ok ? { kind: 'ready', code: outcome.result.code } : { kind: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [api]);

  return state;
}
