import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  RET_CODES,
  THIRD_PARTY_PROVIDERS,
  thirdPartyLinkCall,
  thirdPartyLinksCall,
  telegramUnbindCall,
  thirdPartyUnlinkCall,
} from '@foyer/contract';
import {
  loadWebConfig,
  openProviderPopup,
  passwordDigest,
  type ApiClient,
  type WebConfig,
} from '@foyer/ui';
import {
  proofOf,
  reauthProblemOf,
  type ReauthMethod,
  type ReauthProblem,
  type ReauthValues,
} from '../../reauth/reauth-proof';
import { createAppApi } from '../../api/app-api';

/** A provider an account can be linked to (decision 062). */
export type Provider = (typeof THIRD_PARTY_PROVIDERS)[number];

/** A way in the card lists and can unlink: a provider, or the bound Telegram account (089). */
export type SignInMethodKind = Provider | 'telegram';

/** A linked provider, as the security page lists it. */
export interface SignInMethod {
  provider: Provider;
  linkedAt: number;
}

export type SignInMethodsState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  /**
   * `telegramLinkedAt`: when the account's Telegram binding was made, if it has one (decision
   * 089; bound by the log-in, the Telegram page or the Mini App, not here). `unlinked`: the
   * method the last unlink removed; `linked`: the provider the last link added (for the status
   * messages).
   */
  | {
      kind: 'loaded';
      methods: SignInMethod[];
      telegramLinkedAt?: number;
      unlinked?: SignInMethodKind;
      linked?: Provider;
    };

/**
 * A provider a person may link here (decisions 069, 073): Google, Apple or the Turkish one,
 * each when the server runs its popup; the Turkish one's name as the server gives it
 * (TR_PROVIDER_NAME), if it does.
 */
export interface LinkOffer {
  provider: Provider;
  callbackOrigin: string;
  name?: string;
}

/** Why a link was refused, as a message key of the page; `cancelled` shows nothing. */
export type LinkProblem = 'cancelled' | 'blocked' | 'linkedElsewhere' | 'alreadyLinked' | 'failed';

/** A link's answer: made (null), refused, or the re-authentication refused (decision 106). */
export type LinkAnswer = null | { problem: LinkProblem } | { reauth: ReauthProblem };

/**
 * Why an unlink was refused, as a message key of the page: `needsPassword` (48007) for a
 * provider, `telegramOnlyWayIn` (48009) for a Telegram account that is the account's only way in.
 */
export type UnlinkProblem =
  | 'wrongPassword'
  | 'passwordLocked'
  | 'needsPassword'
  | 'telegramOnlyWayIn'
  | 'notLinked'
  | 'failed';

/** The unlink's or the Telegram unbind's refusal as the dialog says it. */
export function unlinkProblemOf(retCode: number): UnlinkProblem {
  if (retCode === RET_CODES.WRONG_PASSWORD.code) return 'wrongPassword';
  if (retCode === RET_CODES.PASSWORD_ERRORS_OVER_LIMIT.code) return 'passwordLocked';
  if (retCode === RET_CODES.THIRD_PARTY_UNLINK_NEEDS_PASSWORD.code) return 'needsPassword';
  if (retCode === RET_CODES.TELEGRAM_ONLY_WAY_IN.code) return 'telegramOnlyWayIn';
  if (retCode === RET_CODES.THIRD_PARTY_NOT_LINKED.code) return 'notLinked';
  return 'failed';
}

/** How long "linked" stays on screen (behaviour: the bind's success toast, 4 s). */
export const LINK_TOAST_MS = 4000;

function withoutLinked(state: SignInMethodsState): SignInMethodsState {
  if (state.kind !== 'loaded' || !state.linked) return state;
  const { linked: _shown, ...rest } = state;
  return rest;
}

function linkProblemOf(retCode: number): LinkProblem {
  if (retCode === RET_CODES.THIRD_PARTY_LINKED_ELSEWHERE.code) return 'linkedElsewhere';
  if (retCode === RET_CODES.THIRD_PARTY_PROVIDER_ALREADY_LINKED.code) return 'alreadyLinked';
  return 'failed';
}

async function loadMethods(
  api: ApiClient,
  change: { unlinked?: SignInMethodKind; linked?: Provider } = {},
): Promise<SignInMethodsState> {
  const outcome = await api.call(thirdPartyLinksCall, {}, { hideError: true });
  if (!outcome.ok) return { kind: 'failed' };
  const { links, telegram } = outcome.result;
  const methods = links.map((link) => ({ provider: link.provider, linkedAt: link.created_at }));
  const bound = telegram ? { telegramLinkedAt: telegram.created_at } : {};
  return { kind: 'loaded', methods, ...bound, ...change };
}

type ThirdPartyConfig = WebConfig['third_party'];

/** The links the server offers, read from POST /v3/config/web (silent: none on a failure). */
const loadOffers = async (api: ApiClient) => linkOffersOf((await loadWebConfig(api))?.third_party);

/** The providers of the server's offer a person may link here, each with its popup's origin. */
export function linkOffersOf(thirdParty: ThirdPartyConfig | undefined): LinkOffer[] {
  if (!thirdParty) return [];
  const name = thirdParty.tr_provider_name;
  // In the list's own order (Google, Apple, Turkish); Telegram has no id token to link with.
  return THIRD_PARTY_PROVIDERS.filter((provider) => thirdParty.providers.includes(provider)).map(
    (provider): LinkOffer => ({
      provider,
      callbackOrigin: thirdParty.callback_origin,
      ...(provider === 'tr' && name ? { name } : {}),
    }),
  );
}

/**
 * The security page's "Sign-in methods" (decision 062): the providers linked to the account,
 * unlinking one with the password asked again (the server counts wrong ones toward the
 * log-in's lock-out), unbinding Telegram (decision 089), and linking each offered provider
 * through its popup (decisions 069, 073) once the person confirmed it is them (106).
 */
export function useSignInMethods(lang: string) {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [state, setState] = useState<SignInMethodsState>({ kind: 'loading' });
  const [offers, setOffers] = useState<LinkOffer[]>([]);

  useEffect(() => {
    let live = true;
    void loadMethods(api).then((next) => {
      if (live) setState(next);
    });
    void loadOffers(api).then((next) => {
      if (live) setOffers(next);
    });
    return () => {
      live = false;
    };
  }, [api]);

  /**
   * A token whose link the re-authentication refused: it was not spent, so the next try
   * sends it again instead of opening the popup once more.
   */
  const unspent = useRef<{ provider: Provider; token: string } | null>(null);

  /**
   * Opens the provider's popup (in the click's own task: nothing is awaited before it, or the
   * browser blocks it), then links the account with its token and the person's proof that it
   * is them (decision 106).
   */
  const link = useCallback(
    async (
      linking: LinkOffer,
      proof: { method: ReauthMethod; values: ReauthValues },
    ): Promise<LinkAnswer> => {
      // Started, not awaited: the password's digest is made while the popup is open.
      const reauth = proofOf(proof.method, proof.values);
      const kept = unspent.current?.provider === linking.provider ? unspent.current.token : null;
      unspent.current = null;
      let token = kept;
      if (token === null) {
        const popup = await openProviderPopup(
          window,
          linking.provider,
          linking.callbackOrigin,
          undefined,
          // The Turkish page links when signed in (behaviour §2 routes: BIND_TR).
          { lang, trType: 'BIND_TR' },
        );
        // A success without a token links nothing: for the person, the link failed.
        if (popup.kind === 'tokenMissing') return { problem: 'failed' };
        if (popup.kind !== 'token') return { problem: popup.kind };
        token = popup.token;
      }
      const body = { token_type: linking.provider, token, reauth: await reauth };
      const outcome = await api.call(thirdPartyLinkCall, body, { hideError: true });
      if (outcome.ok) {
        setState(await loadMethods(api, { linked: linking.provider }));
        // The success is a toast: it goes after LINK_TOAST_MS.
        window.setTimeout(() => setState(withoutLinked), LINK_TOAST_MS);
        return null;
      }
      const refused = reauthProblemOf(outcome.retCode);
      if (refused) {
        unspent.current = { provider: linking.provider, token };
        return { reauth: refused };
      }
      return { problem: linkProblemOf(outcome.retCode) };
    },
    [api, lang],
  );

  /** Unlinks the provider; answers the problem, if any (the list is read again either way). */
  const unlink = useCallback(
    async (provider: Provider, password: string): Promise<UnlinkProblem | null> => {
      const body = { provider, password: await passwordDigest(password) };
      const outcome = await api.call(thirdPartyUnlinkCall, body, { hideError: true });
      if (outcome.ok) {
        setState(await loadMethods(api, { unlinked: provider }));
        return null;
      }
      const problem = unlinkProblemOf(outcome.retCode);
      // Unlinked elsewhere meanwhile: the list is out of date.
      if (problem === 'notLinked') setState(await loadMethods(api));
      return problem;
    },
    [api],
  );

  /**
   * Unbinds the account's Telegram account (decision 089): the session is enough, as it is to
   * bind one, so no password. An account made with Telegram and with no other way in keeps it
   * (48009). The server answers success when nothing was bound, so the list is read again.
   */
  const unbindTelegram = useCallback(async (): Promise<UnlinkProblem | null> => {
    const outcome = await api.call(telegramUnbindCall, {}, { hideError: true });
    if (!outcome.ok) return unlinkProblemOf(outcome.retCode);
    setState(await loadMethods(api, { unlinked: 'telegram' }));
    return null;
  }, [api]);

  return { state, unlink, unbindTelegram, offers, link };
}
