/**
 * The provider's own domains for the post-login redirect rule (behaviour §2): the widget option
 * `redirectWhitelist` when given, else the server's answer to GET /user/public/get-white-hosts
 * (behaviour §7), asked only when a log-in needs it. A failed call means none: same-origin only.
 */
import { whiteHostsCall } from '@foyer/contract';
import type { ApiClient } from '../api/api-outcome';

export async function redirectWhitelistOf(
  option: readonly string[] | undefined,
  api: ApiClient,
): Promise<readonly string[]> {
  if (option !== undefined) return option;
  const outcome = await api.call(whiteHostsCall, {}, { hideError: true });
  return outcome.ok ? outcome.result.hosts : [];
}
