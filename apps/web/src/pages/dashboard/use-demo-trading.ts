import { useCallback, useEffect, useMemo, useState } from 'react';
import { demoTradingCall } from '@foyer/contract';
import { createAppApi } from '../../api/app-api';
import { forgetProfile } from '../../api/profile';
import type { Profile } from './use-profile';

/** Whether an address asks for demo trading: behaviour §2's `demoAccount=true` (decision 131). */
export const asksForDemo = (params: URLSearchParams) => params.get('demoAccount') === 'true';

export type DemoTrading = {
  demo: boolean;
  busy: boolean;
  failed: boolean;
  switchTo: (demo: boolean) => Promise<void>;
};

/**
 * The session's demo trading (decision 131): what the profile said, switched on when the page
 * was opened with `demoAccount=true` (the demo log-in ends here), and switched by the visitor.
 * The flag is the server's, on the session: a reload keeps it, another device does not share it.
 */
export function useDemoTrading(
  lang: string,
  profile: Profile,
  arrivedForDemo: boolean,
): DemoTrading {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [demo, setDemo] = useState(profile.demo_trading);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const switchTo = useCallback(
    async (next: boolean) => {
      setBusy(true);
      setFailed(false);
      const outcome = await api.call(demoTradingCall, { demo: next }, { hideError: true });
      // The profile says whether the session trades in demo: the kept one is out of date.
      forgetProfile();
      setBusy(false);
      if (outcome.ok) setDemo(outcome.result.demo_trading);
      else setFailed(true);
    },
    [api],
  );

  useEffect(() => {
    if (!arrivedForDemo || profile.demo_trading) return;
    let live = true;
    void api.call(demoTradingCall, { demo: true }, { hideError: true }).then((outcome) => {
      forgetProfile();
      if (!live) return;
      if (outcome.ok) setDemo(outcome.result.demo_trading);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [api, arrivedForDemo, profile.demo_trading]);

  return { demo, busy, failed, switchTo };
}
