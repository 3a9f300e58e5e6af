import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  RET_CODES,
  thirdPartyLinksCall,
  thirdPartyUnlinkCall,
  type THIRD_PARTY_PROVIDERS,
} from '@foyer/contract';
import { passwordDigest, type ApiClient } from '@foyer/ui';
import { createAppApi } from '../../api/app-api';

/** A provider an account can be linked to (decision 062). */
export type Provider = (typeof THIRD_PARTY_PROVIDERS)[number];

/** A linked provider, as the security page lists it. */
export interface SignInMethod {
  provider: Provider;
  linkedAt: number;
}

export type SignInMethodsState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  /** `unlinked`: the provider the last unlink removed (for the status message). */
  | { kind: 'loaded'; methods: SignInMethod[]; unlinked?: Provider };

/** Why an unlink was refused, as a message key of the page. */
export type UnlinkProblem =
  'wrongPassword' | 'passwordLocked' | 'needsPassword' | 'notLinked' | 'failed';

function problemOf(retCode: number): UnlinkProblem {
  if (retCode === RET_CODES.WRONG_PASSWORD.code) return 'wrongPassword';
  if (retCode === RET_CODES.PASSWORD_ERRORS_OVER_LIMIT.code) return 'passwordLocked';
  if (retCode === RET_CODES.THIRD_PARTY_UNLINK_NEEDS_PASSWORD.code) return 'needsPassword';
  if (retCode === RET_CODES.THIRD_PARTY_NOT_LINKED.code) return 'notLinked';
  return 'failed';
}

async function loadMethods(api: ApiClient, unlinked?: Provider): Promise<SignInMethodsState> {
  const outcome = await api.call(thirdPartyLinksCall, {}, { hideError: true });
  if (!outcome.ok) return { kind: 'failed' };
  const methods = outcome.result.links.map((link) => ({
    provider: link.provider,
    linkedAt: link.created_at,
  }));
  return unlinked ? { kind: 'loaded', methods, unlinked } : { kind: 'loaded', methods };
}

/**
 * The security page's "Sign-in methods" (decision 062): the providers linked to the account,
 * and unlinking one with the password asked again (the server counts wrong ones toward the
 * log-in's lock-out).
 */
export function useSignInMethods(lang: string) {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [state, setState] = useState<SignInMethodsState>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    void loadMethods(api).then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [api]);

  /** Unlinks the provider; answers the problem, if any (the list is read again either way). */
  const unlink = useCallback(
    async (provider: Provider, password: string): Promise<UnlinkProblem | null> => {
      const body = { provider, password: await passwordDigest(password) };
      const outcome = await api.call(thirdPartyUnlinkCall, body, { hideError: true });
      if (outcome.ok) {
        setState(await loadMethods(api, provider));
        return null;
      }
      const problem = problemOf(outcome.retCode);
      // Unlinked elsewhere meanwhile: the list is out of date.
      if (problem === 'notLinked') setState(await loadMethods(api));
      return problem;
    },
    [api],
  );

  return { state, unlink };
}
