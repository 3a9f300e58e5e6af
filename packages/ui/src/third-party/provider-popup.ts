/**
 * The popup round trip of the third-party sign-in (docs/decisions/061, 064, 084): the widget
 * opens the server's authorize page for a provider (the Turkish one through its page,
 * `/{lang}/tr-authorized?type=…`, which hands over to the same round trip) and waits for the one message the callback page
 * posts back. Only the popup it opened, from the server's callback origin, with the agreed
 * `source`, is listened to: any other window could post a forged token otherwise.
 */
import {
  API_PATH_PREFIX,
  THIRD_PARTY_MESSAGE_SOURCE,
  type ThirdPartyProvider,
} from '@foyer/contract';

/** What the popup ended with. */
export type PopupOutcome =
  | { kind: 'token'; token: string }
  /** The person closed the popup, or said no at the provider: no toast. */
  | { kind: 'cancelled' }
  /** The provider or the server failed the round trip. */
  | { kind: 'failed' }
  /**
   * The round trip said success but brought no token (behaviour §8 "missing third-party token
   * only tracked"): no toast.
   */
  | { kind: 'tokenMissing' }
  /** The browser refused to open the popup. */
  | { kind: 'blocked' };

/** behaviour §2 routes: 600x600, 100 px from the top; a plain popup below 500 px of window. */
export const POPUP_SIZE_PX = 600;
export const POPUP_TOP_PX = 100;
export const NARROW_SCREEN_MAX_PX = 500;
/** How often the widget looks whether the person closed the popup. */
export const POPUP_CLOSED_POLL_MS = 400;
const POPUP_NAME = 'foyer-thirdparty';

/** The window the popup is opened from: the real `window`, or a test's stand-in. */
export type PopupHost = Pick<
  Window,
  'open' | 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'
> & { screen: { width: number }; innerWidth: number };

/**
 * The authorize page of a provider, on the page's own host, in the widget's language: the
 * popup's last page, which the provider sends back to, reads in it.
 */
export const authorizePath = (provider: ThirdPartyProvider, lang: string) =>
  `${API_PATH_PREFIX}/thirdparty/authorize/${provider}?lang=${encodeURIComponent(lang)}`;

/** Why the Turkish page is opened (behaviour §2 routes): to sign in, or to link when signed in. */
export type TurkishPopupType = 'LOGIN_TR' | 'BIND_TR';

/**
 * The Turkish provider's popup page (decision 084), in the page's language; it hands over to
 * the server's round trip, whose callback answers the opener as every provider's does.
 */
export const turkishPopupPath = (lang: string, type: TurkishPopupType) =>
  `/${encodeURIComponent(lang)}/tr-authorized?type=${type}`;

/** Where the popup starts: the Turkish page for `tr`, the server's authorize page otherwise. */
export interface PopupStart {
  lang: string;
  trType: TurkishPopupType;
}

/**
 * The `window.open` features: a 600x600 window centred on the screen, none (a plain popup)
 * when the window is narrower than 500 px.
 */
export function popupFeatures(windowWidth: number, screenWidth: number): string | undefined {
  if (windowWidth < NARROW_SCREEN_MAX_PX) return undefined;
  const left = Math.max(0, Math.round((screenWidth - POPUP_SIZE_PX) / 2));
  return `popup=yes,width=${POPUP_SIZE_PX},height=${POPUP_SIZE_PX},top=${POPUP_TOP_PX},left=${left}`;
}

interface CallbackMessage {
  source: string;
  provider?: string;
  success?: boolean;
  quick_token?: unknown;
  reason?: string;
}

function outcomeOf(data: CallbackMessage): PopupOutcome {
  if (data.success === true && typeof data.quick_token === 'string' && data.quick_token) {
    return { kind: 'token', token: data.quick_token };
  }
  if (data.success === true) return { kind: 'tokenMissing' };
  return data.reason === 'cancelled' ? { kind: 'cancelled' } : { kind: 'failed' };
}

/**
 * Opens the provider's popup and resolves with how it ended. Must be called in the click's
 * own task, or the browser blocks the popup.
 */
export function openProviderPopup(
  host: PopupHost,
  provider: ThirdPartyProvider,
  callbackOrigin: string,
  signal?: AbortSignal,
  start: PopupStart = { lang: 'en', trType: 'LOGIN_TR' },
): Promise<PopupOutcome> {
  const features = popupFeatures(host.innerWidth, host.screen.width);
  const path =
    provider === 'tr'
      ? turkishPopupPath(start.lang, start.trType)
      : authorizePath(provider, start.lang);
  const popup = host.open(path, POPUP_NAME, features);
  if (!popup) return Promise.resolve({ kind: 'blocked' });

  return new Promise((resolve) => {
    let closedSeen = false;
    const finish = (outcome: PopupOutcome) => {
      host.removeEventListener('message', onMessage);
      host.clearInterval(poll);
      signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    function onMessage(event: MessageEvent) {
      if (event.source !== popup || event.origin !== callbackOrigin) return;
      const data = event.data as CallbackMessage | null;
      if (data?.source !== THIRD_PARTY_MESSAGE_SOURCE || data.provider !== provider) return;
      popup?.close();
      finish(outcomeOf(data));
    }
    function onAbort() {
      popup?.close();
      finish({ kind: 'cancelled' });
    }
    // A closed popup is a cancel; one more look first, so that a message posted just before
    // the page closed itself is read before the close is.
    const poll = host.setInterval(() => {
      if (!popup.closed) return;
      if (closedSeen) finish({ kind: 'cancelled' });
      closedSeen = true;
    }, POPUP_CLOSED_POLL_MS);
    host.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort);
  });
}
