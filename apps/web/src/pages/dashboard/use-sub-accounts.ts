/**
 * The dashboard's sub-accounts: list them, create one, delete one, set its password (decisions
 * 020, 106). Every change carries the main account's re-authentication (`reauth`).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  createSubAccountCall,
  deleteSubAccountCall,
  listSubAccountsCall,
  setSubAccountPasswordCall,
  type SubAccount,
} from '@foyer/contract';
import { passwordDigest } from '@foyer/ui';
import { proofOf, type ReauthMethod, type ReauthValues } from '../../reauth/reauth-proof';
import { createAppApi } from '../../api/app-api';

export type ChangeResult = { ok: true } | { ok: false; retCode: number };

/** The main account's proof, as the form or dialog collected it. */
export interface Proof {
  method: ReauthMethod;
  values: ReauthValues;
}

/** Loads a main account's sub-accounts when `enabled`, and changes them. */
export function useSubAccounts(lang: string, enabled: boolean) {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [list, setList] = useState<SubAccount[] | null>(null);
  // Bumped after a change, so the list is loaded again.
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

  const changed = useCallback((outcome: { ok: boolean; retCode?: number }): ChangeResult => {
    if (!outcome.ok) return { ok: false, retCode: outcome.retCode ?? 0 };
    setVersion((n) => n + 1);
    return { ok: true };
  }, []);

  const create = useCallback(
    async (name: string, password: string, proof: Proof): Promise<ChangeResult> => {
      // Passwords leave the browser only as their digest, as on sign-up (behaviour §3).
      const body = {
        name,
        password: await passwordDigest(password),
        reauth: await proofOf(proof.method, proof.values),
      };
      return changed(await api.call(createSubAccountCall, body, { hideError: true }));
    },
    [api, changed],
  );

  const remove = useCallback(
    async (id: string, proof: Proof): Promise<ChangeResult> => {
      const body = { id, reauth: await proofOf(proof.method, proof.values) };
      return changed(await api.call(deleteSubAccountCall, body, { hideError: true }));
    },
    [api, changed],
  );

  const setPassword = useCallback(
    async (id: string, password: string, proof: Proof): Promise<ChangeResult> => {
      const body = {
        id,
        password: await passwordDigest(password),
        reauth: await proofOf(proof.method, proof.values),
      };
      return changed(await api.call(setSubAccountPasswordCall, body, { hideError: true }));
    },
    [api, changed],
  );

  return { list, create, remove, setPassword };
}

export type SubAccountsHandle = ReturnType<typeof useSubAccounts>;
