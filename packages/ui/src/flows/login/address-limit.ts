/**
 * behaviour §6 "Login blocked by IP when is_visible 0 or is_login 0": before the captcha, the
 * log-in asks the IP info; a limited address gets the IP-limited notice (31020 for a log-in by
 * mobile number) with no captcha to solve and no log-in sent (decision 092). The server
 * refuses the same log-in on its own; when the IP info cannot be had, it decides.
 */
import { RET_CODES, ipInfoCall } from '@foyer/contract';
import type { ApiClient, ApiFailure } from '../../api/api-outcome';

export async function addressLimit(
  api: ApiClient,
  byMobile: boolean,
  signal: AbortSignal,
): Promise<ApiFailure | undefined> {
  const info = await api.call(ipInfoCall, {}, { hideError: true, signal });
  if (!info.ok || (info.result.is_login === 1 && info.result.is_visible === 1)) return undefined;
  const refusal = byMobile ? RET_CODES.PHONE_LIMITED : RET_CODES.IP_LIMITED;
  return { ok: false, retCode: refusal.code, retMsg: '', result: { ip: info.result.ip } };
}
