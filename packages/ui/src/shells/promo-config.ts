/**
 * The promo panel's remote configuration (behaviour §2, §3): the entry of the view's key
 * (web_loginpage_config or web_signuppage_config) from POST /v3/config/banner, as the JSON text
 * it is; configured-promo.tsx reads it without trusting it, in a chunk of its own.
 */
import { PROMO_CONFIG_KEYS, bannerConfigCall } from '@foyer/contract';
import type { ApiClient } from '../api/api-outcome';
import type { WidgetMode } from '../widget/widget-options';

/** The entry's value (JSON text), or undefined when there is none or the call failed. */
export async function loadPromoEntry(
  api: ApiClient,
  mode: WidgetMode,
  lang: string,
): Promise<string | undefined> {
  const key = PROMO_CONFIG_KEYS[mode];
  const outcome = await api.call(
    bannerConfigCall,
    { project_name: 'foyer', keys: [key], properties: { language: lang } },
    { hideError: true },
  );
  if (!outcome.ok) return undefined;
  return outcome.result.list.find((item) => item.key === key)?.value;
}
