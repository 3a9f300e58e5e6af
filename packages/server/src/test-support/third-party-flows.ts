/**
 * A popup flow of the server (docs/decisions/061) that reached its callback, for tests of the
 * log-in call that do not run the whole round trip (popup.routes.test.ts does): its nonce,
 * which the test's id token then carries.
 */
import { randomBytes } from 'node:crypto';
import type { Store } from '../store/store.js';
import { sha256Hex, type ThirdPartyProvider } from '../third-party/id-token.js';
import { FLOW_TTL_MS } from '../third-party/popup-flow.js';

export async function reachedFlowNonce(
  store: Pick<Store, 'thirdPartyFlows'>,
  provider: ThirdPartyProvider,
  now: number,
): Promise<string> {
  const [state, nonce] = [randomBytes(16), randomBytes(16)].map((b) => b.toString('base64url'));
  const stateHash = sha256Hex(state!);
  await store.thirdPartyFlows.insert({
    state_hash: stateHash,
    nonce_hash: sha256Hex(nonce!),
    browser_hash: 'test-browser',
    provider,
    code_verifier: 'test-verifier',
    answer_origin: 'http://localhost:8080',
    language: 'en',
    created_at: now,
    expires_at: now + FLOW_TTL_MS,
  });
  await store.thirdPartyFlows.reach(stateHash, provider, 'test-browser', now);
  return nonce!;
}

/** What a callback page posts (docs/decisions/061): the JSON data block its script reads. */
export interface CallbackPageData {
  origin?: string;
  message?: {
    source: string;
    provider: string;
    success: boolean;
    quick_token?: string;
    reason?: string;
  };
}

/** The data block of a callback page, or null when the page has none. */
export function callbackPageData(body: string): CallbackPageData {
  const data = /<script type="application\/json" id="foyer-thirdparty">(.*?)<\/script>/s.exec(body);
  return JSON.parse(data?.[1] ?? 'null') as CallbackPageData;
}
