/**
 * The consent screen's calls (decision 079): what the partner app asks of the signed-in
 * person (pre_authorize, by the provider's interaction uid), then their answer (confirm_auth),
 * whose result is the provider's resume address on our origin. Not signed in (10005) sends the
 * view to log-in; an unknown, expired or answered request (48020) is a state of its own. Errors
 * of these calls are never toasts (behaviour §8: 50002 is not toasted on the authorize call).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  RET_CODES,
  oauthConfirmAuthCall,
  oauthPreAuthorizeCall,
  type CallResult,
} from '@foyer/contract';
import { createAppApi } from '../../api/app-api';

/** The authorize call's context (50002 is silent there), and no toast of any code. */
const AUTHORIZE_CALL = { context: 'oauthAuthorize', hideError: true } as const;

export type AuthorizationAsked = CallResult<typeof oauthPreAuthorizeCall>;

export type ConsentState =
  | { kind: 'loading' }
  | { kind: 'signedOut' }
  | { kind: 'notFound' }
  | { kind: 'failed' }
  | { kind: 'asking'; asked: AuthorizationAsked; busy: 'confirm' | 'cancel' | null }
  /** The answer was given: the browser is on its way to the resume address. */
  | { kind: 'leaving' };

function endingOf(retCode: number): ConsentState {
  if (retCode === RET_CODES.NOT_LOGGED_IN.code) return { kind: 'signedOut' };
  if (retCode === RET_CODES.OAUTH_REQUEST_NOT_FOUND.code) return { kind: 'notFound' };
  return { kind: 'failed' };
}

export function useOAuthConsent(
  lang: string,
  uid: string | null,
  leave: (url: string) => void,
  /** Answer a request this account already consented to at once (the authorized page). */
  confirmRemembered: boolean,
) {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [state, setState] = useState<ConsentState>(
    uid ? { kind: 'loading' } : { kind: 'notFound' },
  );

  const answer = useCallback(
    /** `remembered`: answered for the person, whose consent is on record; nothing is asked. */
    async (confirm: boolean, asked: AuthorizationAsked, remembered = false) => {
      if (!uid) return;
      setState(
        remembered
          ? { kind: 'leaving' }
          : { kind: 'asking', asked, busy: confirm ? 'confirm' : 'cancel' },
      );
      const outcome = await api.call(oauthConfirmAuthCall, { uid, confirm }, AUTHORIZE_CALL);
      if (!outcome.ok) return setState(endingOf(outcome.retCode));
      setState({ kind: 'leaving' });
      leave(outcome.result.redirect_url);
    },
    [api, uid, leave],
  );

  useEffect(() => {
    if (!uid) return;
    let live = true;
    void api.call(oauthPreAuthorizeCall, { uid }, AUTHORIZE_CALL).then((outcome) => {
      if (!live) return;
      if (!outcome.ok) return setState(endingOf(outcome.retCode));
      if (confirmRemembered && outcome.result.consent_remembered)
        return void answer(true, outcome.result, true);
      setState({ kind: 'asking', asked: outcome.result, busy: null });
    });
    return () => {
      live = false;
    };
  }, [api, uid, answer, confirmRemembered]);

  return { state, answer };
}
