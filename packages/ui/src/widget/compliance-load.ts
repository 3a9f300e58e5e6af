/**
 * The compliance config's hidden blocks for this site (GET /v3/public/redeem-config, decision
 * 083): loaded after the first paint, so its call does not ride in the first chunk.
 */
import { redeemConfigCall } from '@foyer/contract';
import type { ApiClient } from '../api/api-outcome';

export async function hiddenBlocks(api: ApiClient, signal: AbortSignal): Promise<string[]> {
  const outcome = await api.call(redeemConfigCall, {}, { hideError: true, signal });
  return outcome.ok ? (outcome.result.hide ?? []) : [];
}
