/** Sign-up: the register type, how long a sign-up waits, customer service and rewards. */
import { REGISTER_TYPES, SITE_CODES, type SiteCode } from '@foyer/contract';
import { COMPLIANCE_BLOCKS, type ComplianceBlock } from '@foyer/contract/schemas';
import { integerIn, listOf, LOOPBACK_HOSTS, oneOf, optionalUrl, setting } from './settings.js';

export const SIGN_UP_SETTINGS = {
  /**
   * REGISTER_TYPE: oldCode, oldLink, newCode or newLink fixes the register type answered by
   * /v3/config/web; unset → an A/B choice between oldCode and newCode stable per device
   * (docs/decisions/026-register-types-and-activation-links.md).
   */
  registerType: setting('REGISTER_TYPE', undefined, (raw) =>
    raw === undefined ? undefined : oneOf(raw, REGISTER_TYPES),
  ),
  /**
   * REGISTRATION_TTL_SECONDS: how long a sign-up waits for its code or activation link, and
   * then for its password, 10..86400 s (docs/decisions/026, 033). Default 1800.
   */
  registrationTtlSeconds: setting('REGISTRATION_TTL_SECONDS', '1800', (raw) =>
    integerIn(raw, 10, 86_400),
  ),
  /**
   * CUSTOMER_SERVICE_URL: the customer-service chat the web app opens in a new tab from the
   * sign-up notices (behaviour §2 dialog 5), answered by /v3/config/web. https://, or http:// on
   * loopback only; no user name or password. Unset: no customer-service button.
   */
  customerServiceUrl: setting('CUSTOMER_SERVICE_URL', undefined, customerServiceUrl),
  /**
   * REDEEM_AMOUNTS: the sign-up rewards shown by channel (behaviour §3 redeem amounts), as
   * `affiliate=100 USDT,referral=50 USDT,normal=20 USDT`; a channel left out shows none.
   * Answered by GET /v3/public/redeem-config (docs/decisions/028). Default none.
   */
  redeemAmounts: setting('REDEEM_AMOUNTS', undefined, redeemAmounts),
  /** HIDE_REDEEM_SITES: site codes (EU, NLD…) whose sign-up shows no reward. Default none. */
  hideRedeemSites: setting('HIDE_REDEEM_SITES', undefined, (raw) => listOf(raw, SITE_CODES)),
  /**
   * COMPLIANCE_HIDE: the compliance config's 'hide' action per site (behaviour §6, §7), as
   * `EU:referral+qrCode,NLD:thirdParty`; blocks thirdParty, qrCode, referral. Answered by GET
   * /v3/public/redeem-config for the request's site; a hidden referral field is refused on
   * sign-up (48024, docs/decisions/083). Default: nothing hidden.
   */
  complianceHide: setting('COMPLIANCE_HIDE', undefined, complianceHide),
  /**
   * ZH_HOSTNAMES: the compliance config's `zhHostnameList`, host names served in Chinese,
   * comma-separated (docs/decisions/083). Default none.
   */
  zhHostnames: setting('ZH_HOSTNAMES', undefined, hostNames),
};

function complianceHide(raw: string | undefined): Partial<Record<SiteCode, ComplianceBlock[]>> {
  const hide: Partial<Record<SiteCode, ComplianceBlock[]>> = {};
  if (raw === undefined) return hide;
  for (const item of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [site = '', blocks = ''] = item.split(':');
    const code = oneOf(site.trim(), SITE_CODES);
    const parts = blocks.split('+').map((block) => oneOf(block.trim(), COMPLIANCE_BLOCKS));
    if (parts.length === 0) throw new Error(`"${item}" is not SITE:block+block`);
    hide[code] = [...new Set([...(hide[code] ?? []), ...parts])];
  }
  return hide;
}

function hostNames(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  const names = raw
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of names) {
    if (!/^[a-z0-9.-]{1,253}$/.test(name)) throw new Error(`"${name}" is not a host name`);
  }
  return [...new Set(names)];
}

function customerServiceUrl(raw: string | undefined): string | undefined {
  if (optionalUrl(raw, ['https:', 'http:']) === undefined) return undefined;
  const url = new URL(raw as string);
  if (url.username || url.password) throw new Error('must not hold a user name or password');
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.includes(url.hostname)) {
    throw new Error('http:// is allowed on loopback only (localhost, 127.0.0.1, [::1])');
  }
  return url.href;
}

const REDEEM_CHANNELS = ['affiliate', 'referral', 'normal'] as const;
export type RedeemChannel = (typeof REDEEM_CHANNELS)[number];

function redeemAmounts(raw: string | undefined): Partial<Record<RedeemChannel, string>> {
  if (raw === undefined) return {};
  const amounts: Partial<Record<RedeemChannel, string>> = {};
  for (const item of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [channel = '', ...rest] = item.split('=');
    const amount = rest.join('=').trim();
    oneOf(channel.trim(), REDEEM_CHANNELS);
    if (!/^[\p{L}\p{N} .]{1,32}$/u.test(amount)) {
      throw new Error(`"${item}" is not channel=amount (letters, digits, spaces, dots)`);
    }
    amounts[channel.trim() as RedeemChannel] = amount;
  }
  return amounts;
}
