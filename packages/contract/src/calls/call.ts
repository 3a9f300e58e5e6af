export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of behaviour §7: method and path (below the `/x-api` prefix), and whether it needs a
 * signed-in session. The request and result types come from the call's schemas in
 * `@foyer/contract/schemas`; the route itself holds no schema, so the widget ships none.
 */
export interface CallRoute<Req = unknown, Res = unknown> {
  readonly method: HttpMethod;
  readonly path: string;
  /** The call needs a signed-in session (UserToken header). */
  readonly private: boolean;
  /**
   * The session is not enough: the body's `reauth` must prove the person again (the password,
   * or an e-mailed code, and the authenticator's code when on; docs/decisions/106).
   */
  readonly reauthenticated?: true;
  /**
   * The call may open a session for this browser (a log-in, a sign-up, the QR poll): the widget
   * sends the browser's fingerprint with it, which the server's new-device check reads beside
   * the device id (docs/decisions/150).
   */
  readonly opensSession?: true;
  /** Types only, never set: carries the request and result types to callers. */
  readonly types?: { request: Req; result: Res };
}

export type CallRequest<C extends CallRoute> =
  C extends CallRoute<infer Req, unknown> ? Req : never;
export type CallResult<C extends CallRoute> = C extends CallRoute<unknown, infer Res> ? Res : never;
