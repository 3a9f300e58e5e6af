/**
 * POST /v3/config/web, read once per widget and shared by every flow that needs it: the
 * sign-up's register type and the third-party block's providers (docs/decisions/064). Silent:
 * a failed read is `null`, each reader falls back to its default, and the next reader asks again.
 */
import { webConfigCall, type CallResult } from '@foyer/contract';
import type { ApiClient } from '../api/api-outcome';

export type WebConfig = CallResult<typeof webConfigCall>;

const configs = new WeakMap<ApiClient, Promise<WebConfig | null>>();

export function loadWebConfig(api: ApiClient): Promise<WebConfig | null> {
  let config = configs.get(api);
  if (!config) {
    config = api.call(webConfigCall, {}, { hideError: true }).then((outcome) => {
      if (outcome.ok) return outcome.result;
      configs.delete(api);
      return null;
    });
    configs.set(api, config);
  }
  return config;
}
