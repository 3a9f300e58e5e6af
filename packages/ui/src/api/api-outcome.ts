import type {
  CallContext,
  CallRequest,
  CallResult,
  CallRoute,
  Envelope,
  TrackEvent,
} from '@foyer/contract';

/** A successful call: ret_code 0 (or success-like 10007) and its typed `result`. */
export interface ApiSuccess<R> {
  ok: true;
  result: R;
  envelope: Envelope<R>;
}

/**
 * A refused or failed call. `retCode` -200 means there was no usable answer at all (no body,
 * not JSON, network or cross-origin failure; behaviour §8).
 */
export interface ApiFailure {
  ok: false;
  retCode: number;
  retMsg: string;
  result?: unknown;
  envelope?: Envelope;
}

/** What `call` resolves to: expected outcomes are values, never exceptions. */
export type ApiOutcome<R> = ApiSuccess<R> | ApiFailure;

/** Options of one call. */
export interface CallOptions {
  /** Where the call is made from; some ret_codes behave differently per context (behaviour §8). */
  context?: CallContext;
  /** Suppress the error toast of this call (behaviour §8 hideError). */
  hideError?: boolean;
  /** Cancels the request. */
  signal?: AbortSignal;
  /** Headers of this call beside the wrapper's own (the sign-up's `tx-id` and `entry`). */
  headers?: Readonly<Record<string, string>>;
}

/** The request wrapper of behaviour §7, typed by the contract's call definitions. */
export interface ApiClient {
  call<C extends CallRoute>(
    callDef: C,
    payload: CallRequest<C>,
    options?: CallOptions,
  ): Promise<ApiOutcome<CallResult<C>>>;
  /**
   * The widget's event stream, for a failure met beside the calls (a captcha provider's script
   * that did not load, decision 152); none when the client was made without one.
   */
  track?: ((event: TrackEvent) => void) | undefined;
}

/** The ret_code reported when no envelope could be read (behaviour §8). */
export const NO_ANSWER_RET_CODE = -200;
