/**
 * The signed-in profile, `GET /v2/private/user/profile`, kept 10 s (behaviour §7 "cached 10 s,
 * cache clearable"): a log-in page that finds a session and the dashboard or identity page it
 * goes on to ask the server once. Kept under the stored session token, so a sign-in or sign-out
 * by the widget (which writes that store) is asked anew; `forgetProfile` clears it on log-out and
 * on a change the profile shows (demo trading). Only a profile is kept: a refusal (signed out,
 * a failure) is asked again by the next reader.
 */
import { PROFILE_CACHE_MS, profileCall, type CallResult } from '@foyer/contract';
import type { ApiOutcome } from '@foyer/ui';
import { appTokenStore, createAppApi } from './app-api';

export type Profile = CallResult<typeof profileCall>;

interface Kept {
  token: string | null;
  at: number;
  answer: Promise<ApiOutcome<Profile>>;
}

let kept: Kept | null = null;

/** The profile, from the server or from an answer under 10 s old for the same session. */
export function readProfile(lang: string, now: () => number = Date.now) {
  const token = appTokenStore.get();
  const at = now();
  if (kept && kept.token === token && at - kept.at < PROFILE_CACHE_MS) return kept.answer;
  const entry: Kept = {
    token,
    at,
    answer: createAppApi(lang).call(profileCall, {}, { hideError: true }),
  };
  kept = entry;
  void entry.answer.then((outcome) => {
    if (!outcome.ok && kept === entry) kept = null;
  });
  return entry.answer;
}

/** The next reader asks the server. */
export function forgetProfile(): void {
  kept = null;
}
