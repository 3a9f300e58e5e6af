/**
 * When the upgrade notice shows (behaviour §4 "Login", "Third-party flow"): an answer that
 * opened a session and carries a `tg_bind_result` that is not success, after a log-in or a
 * sign-up alike (decisions 024, 088). Read where each flow routes its answers.
 */

/** The tg_bind_result of a messaging bind that worked; any other value shows the notice. */
export const BIND_SUCCESS = 'success';

/** The failure the notice names, or undefined: nothing to bind was sent, or it was bound. */
export function bindFailureOf(result: { tg_bind_result?: string | undefined }) {
  const bindResult = result.tg_bind_result;
  return bindResult !== undefined && bindResult !== BIND_SUCCESS ? bindResult : undefined;
}
