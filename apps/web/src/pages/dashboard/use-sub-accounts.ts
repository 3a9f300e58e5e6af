/** The dashboard's sub-accounts: list them, create one (docs/decisions/020). */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createSubAccountCall, listSubAccountsCall, type SubAccount } from '@foyer/contract';
import { passwordDigest } from '@foyer/ui';
import { createAppApi } from '../../api/app-api';

export type CreateResult = { ok: true } | { ok: false; retCode: number };

/** Loads a main account's sub-accounts when `enabled`, and creates new ones. */
export function useSubAccounts(lang: string, enabled: boolean) {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [list, setList] = useState<SubAccount[] | null>(null);
  // Bumped after a creation, so the list is loaded again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    void api.call(listSubAccountsCall, {}, { hideError: true }).then((outcome) => {
      if (live) setList(outcome.ok ? outcome.result.list : []);
    });
    return () => {
      live = false;
    };
  }, [api, enabled, version]);

  const create = useCallback(
    async (name: string, password: string): Promise<CreateResult> => {
      // The password leaves the browser only as its digest, as on sign-up (behaviour §3).
      const body = { name, password: await passwordDigest(password) };
      const outcome = await api.call(createSubAccountCall, body, { hideError: true });
      if (!outcome.ok) return { ok: false, retCode: outcome.retCode };
      setVersion((n) => n + 1);
      return { ok: true };
    },
    [api],
  );

  return { list, create };
}
