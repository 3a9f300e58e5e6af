/**
 * GET /v3/public/redeem-config, the compliance config (decision 083): the blocks hidden on this
 * site and the redeem amounts. Loaded after the first paint, so its call does not ride in the
 * first chunk, and read once per widget (its API client) by the hide action and the sign-up's
 * redeem note alike. A failed read is null, and the next reader asks again.
 */
import { redeemConfigCall, type ComplianceBlock, type RedeemConfig } from '@foyer/contract';
import type { ApiClient } from '../api/api-outcome';

const configs = new WeakMap<ApiClient, Promise<RedeemConfig | null>>();

export function loadComplianceConfig(api: ApiClient): Promise<RedeemConfig | null> {
  let config = configs.get(api);
  if (!config) {
    config = api.call(redeemConfigCall, {}, { hideError: true }).then((outcome) => {
      if (outcome.ok) return outcome.result;
      configs.delete(api);
      return null;
    });
    configs.set(api, config);
  }
  return config;
}

export async function hiddenBlocks(api: ApiClient): Promise<ComplianceBlock[]> {
  return (await loadComplianceConfig(api))?.hide ?? [];
}
