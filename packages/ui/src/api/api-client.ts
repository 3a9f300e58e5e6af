/**
 * The request wrapper of behaviour §7: every call of the widget goes through `call`, which adds
 * the headers, stores any token in an answer, shows the toast of behaviour §8 for a refusal and
 * resolves to a value: `{ ok: true, result }` or `{ ok: false, retCode, retMsg }`.
 */
import {
  SLOW_RESPONSE_MS,
  isSuccess,
  normaliseEnvelope,
  type CallRoute,
  type Envelope,
  type TrackEvent,
} from '@foyer/contract';
import {
  NO_ANSWER_RET_CODE,
  type ApiClient,
  type ApiOutcome,
  type CallOptions,
} from './api-outcome';
import { buildRequest } from './request';
import { decideToast, type ToastDecision, type Translate } from './toast-rules';
import type { TokenStore } from './token-store';

/** The identification sent as X-User-Agent. */
export const WIDGET_USER_AGENT = 'foyer-ui/0.1';

export interface ApiClientConfig {
  /** Base URL of the API, e.g. `https://example.com/x-api`. */
  apiBase: string;
  /** Language sent as the Lang header. */
  lang: string;
  /** Device platform sent as the platform header ('pc' or 'h5'). */
  platform: string;
  /** Device id sent as the Guid header. */
  guid: string;
  tokenStore: TokenStore;
  /** Shows an error toast; called at most once per call. */
  onToast?: (toast: ToastDecision) => void;
  /** Looks up translated messages for toasts; without it the server's ret_msg is shown. */
  translate?: Translate;
  /**
   * Resolves once the texts an answer may need are there (the error table's, loaded after the
   * first screen): every call waits for it before it answers, so its toast, and whatever its
   * caller says of the answer, can be in words. A failure is ignored: the server's ret_msg
   * stands in.
   */
  textsReady?: () => Promise<void>;
  fetch?: typeof fetch;
  now?: () => number;
  /** Fields added to a call's payload, by the call's path (the OAuth view's, decision 079). */
  fields?: (path: string) => Record<string, unknown> | undefined;
  /** The widget's event stream: HTTP 403 and answers over 5000 ms are tracked (behaviour §8). */
  track?: (event: TrackEvent) => void;
}

async function readEnvelope(response: Response): Promise<Envelope | undefined> {
  try {
    return normaliseEnvelope(await response.json());
  } catch {
    return undefined;
  }
}

/** Creates the request wrapper for one widget instance. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const lastShownAt = new Map<number, number>();
  const now = config.now ?? Date.now;
  const translate: Translate = config.translate ?? (() => undefined);

  /** behaviour §8 "HTTP 403 tracked as failure; responses over 5000 ms tracked slow". */
  function trackAnswer(path: string, status: number, ms: number) {
    if (status === 403) config.track?.({ name: 'requestFailure', path, status });
    if (ms > SLOW_RESPONSE_MS) config.track?.({ name: 'requestSlow', path, ms });
  }

  async function fetchEnvelope(
    callDef: CallRoute,
    payload: Record<string, unknown>,
    { signal, headers }: CallOptions,
  ): Promise<Envelope | undefined> {
    const who = { ...config, userAgent: WIDGET_USER_AGENT, token: config.tokenStore.get() };
    // The browser's fingerprint, on a call that may open a session (decision 150): its code
    // loads with the first such call; none when it cannot be had.
    const own = callDef.opensSession
      ? {
          ...headers,
          ...(await import('./device-fingerprint').then(
            (module) => module.fingerprintHeader(),
            () => ({}),
          )),
        }
      : headers;
    const { url, init } = buildRequest(config.apiBase, callDef, payload, who, own);
    try {
      const sentAt = now();
      const response = await (config.fetch ?? fetch)(url, { ...init, signal });
      trackAnswer(callDef.path, response.status, now() - sentAt);
      return await readEnvelope(response);
    } catch {
      return undefined;
    }
  }

  function refuse(failure: Extract<ApiOutcome<unknown>, { ok: false }>, options: CallOptions) {
    const context = options.context ?? 'other';
    const hideError = options.hideError ?? false;
    const toast = decideToast(failure, { context, hideError, now: now(), lastShownAt, translate });
    if (toast === null) return failure;
    lastShownAt.set(failure.retCode, now());
    config.onToast?.(toast);
    return failure;
  }

  return {
    track: config.track,
    async call(callDef, payload, options = {}) {
      // A call's request type is an object of its fields: the schemas have no other shape.
      const fields = { ...(payload as object), ...config.fields?.(callDef.path) };
      const [envelope] = await Promise.all([
        fetchEnvelope(callDef, fields, options),
        config.textsReady?.().catch(() => undefined),
      ]);
      if (envelope === undefined) {
        const failure = { ok: false as const, retCode: NO_ANSWER_RET_CODE, retMsg: '' };
        // A cancelled call is the caller's own doing: no toast.
        return options.signal?.aborted ? failure : refuse(failure, options);
      }
      if (envelope.token) config.tokenStore.set(envelope.token);
      if (isSuccess(envelope.ret_code)) {
        return { ok: true, result: envelope.result as never, envelope: envelope as never };
      }
      const { ret_code: retCode, ret_msg: retMsg, result } = envelope;
      return refuse({ ok: false, retCode, retMsg, result, envelope }, options);
    },
  };
}
