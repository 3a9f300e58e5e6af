/**
 * Referral, affiliate and broker codes (behaviour §3, §5, §7; docs/decisions/028): every account's
 * own code, the code check of the referral field, the registration source kept with each new
 * account, the affiliate look-ups and the channel attach after sign-up.
 */
import { randomInt } from 'node:crypto';
import {
  CODE_PATTERN,
  CODE_SCENE,
  SCENE_OF_KIND,
  SITES,
  normaliseCode,
  registrationSource,
  withoutEmpty,
  type CodeKind,
  type CodeScene,
  type CodeTemplate,
  type TrackingFields,
} from '@foyer/contract';
import type { AffiliateOpenInfo, RedeemConfig, RegisterEntry, SiteCode } from '@foyer/contract';
import type { ComplianceBlock } from '@foyer/contract/schemas';
import { failure, success, type DomainError, type Outcome } from '../errors.js';
import type { ReferralCodeRow } from './referral.store.js';
import type { Queries } from '../store/store.js';
import type { ServiceDeps } from '../shared/deps.js';

/** Generated codes: 8 characters without look-alikes (0/O, 1/I/L): 31^8 ≈ 8.5e11 codes. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GENERATED_LENGTH = 8;
const GENERATE_RETRIES = 8;

export function generateCode(): string {
  let code = '';
  for (let i = 0; i < GENERATED_LENGTH; i += 1) {
    code += CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)];
  }
  return code;
}

type CodeRowInput = Omit<ReferralCodeRow, 'code' | 'is_anonymity'> & { is_anonymity?: number };

/** Inserts a row under a fresh generated code; answers the code. */
async function insertGenerated(queries: Queries, row: CodeRowInput): Promise<string | undefined> {
  for (let i = 0; i < GENERATE_RETRIES; i += 1) {
    const code = generateCode();
    if (await queries.referral.insertCode({ ...row, code })) return code;
  }
  return undefined;
}

/**
 * The account's own referral code, made on first need: at sign-up (inside its transaction)
 * and, for accounts older than the codes, when first asked for.
 */
export async function ensureOwnCode(
  queries: Queries,
  accountId: string,
  now: number,
): Promise<string> {
  const existing = await queries.referral.codeOfAccount(accountId);
  if (existing) return existing.code;
  const base = { kind: 'referral' as const, account_id: accountId, created_at: now };
  const empty = { affiliate_id: null, group_id: null, nickname: null, avatar: null };
  const made = await insertGenerated(queries, { ...base, ...empty });
  if (made) return made;
  // A concurrent request gave the account its code first (the unique index on account_id).
  const raced = await queries.referral.codeOfAccount(accountId);
  if (raced) return raced.code;
  throw new Error(`no free referral code after ${GENERATE_RETRIES} tries`);
}

/** The channel of a sign-up, as the register payload carries it (behaviour §3). */
export interface ChannelFields {
  ref?: string | undefined;
  affiliate_id?: string | undefined;
  group_id?: string | undefined;
  regist_channel?: string | undefined;
  channel_source?: string | undefined;
  channel_info?: TrackingFields | undefined;
  /** behaviour §3 register payloads: the invite/referral code; read as `ref` when `ref` is absent. */
  user_code?: string | undefined;
  /** behaviour §3: whether the person typed the code (kept as ext_json.is_manual_input). */
  isManuallyModifyUserCode?: boolean | number | undefined;
}

/** A sign-up channel whose code is known to exist. */
export interface SignUpChannel {
  fields: ChannelFields;
  code: ReferralCodeRow | undefined;
}

/**
 * The tracking fields with the register payload's isManuallyModifyUserCode as
 * ext_json.is_manual_input, unless the tracking fields already say it.
 */
function withManualInput(fields: ChannelFields): TrackingFields | undefined {
  const manual = fields.isManuallyModifyUserCode;
  const tracking = fields.channel_info;
  if (manual === undefined || tracking?.ext_json?.is_manual_input !== undefined) return tracking;
  const is_manual_input = manual ? 1 : 0;
  return { ...tracking, ext_json: { ...tracking?.ext_json, is_manual_input } };
}

/**
 * The EU site's news opt-in (decision 090): the register payload's `euSubscription` (behaviour
 * §3) kept as the tracking's ext_json.eu_subscription, 1 or 0, unless the tracking fields
 * already say it. Only the EU site offers the opt-in (`SITES[site].newsOptIn`): on another site
 * neither is kept.
 */
export function withEuSubscription(
  fields: ChannelFields & { euSubscription?: boolean | number | undefined },
  site: SiteCode,
): ChannelFields {
  const { euSubscription, ...kept } = fields;
  const tracking = kept.channel_info;
  if (!SITES[site].newsOptIn) {
    if (tracking?.ext_json?.eu_subscription === undefined) return kept;
    const { eu_subscription: _dropped, ...ext_json } = tracking.ext_json;
    return { ...kept, channel_info: { ...tracking, ext_json } };
  }
  if (euSubscription === undefined || tracking?.ext_json?.eu_subscription !== undefined) {
    return kept;
  }
  const eu_subscription = euSubscription ? 1 : 0;
  return {
    ...kept,
    channel_info: { ...tracking, ext_json: { ...tracking?.ext_json, eu_subscription } },
  };
}

/**
 * Checks the sign-up's code: `ref`, else `user_code` (behaviour §3 register payloads); an unknown
 * one refuses the sign-up (42001).
 */
export async function resolveSignUpChannel(
  deps: ServiceDeps,
  fields: ChannelFields,
): Promise<Outcome<SignUpChannel>> {
  const typed = fields.ref || fields.user_code;
  const ref = typed ? normaliseCode(typed) : '';
  const channel_info = withManualInput(fields);
  const kept: ChannelFields = { ...fields, ...(channel_info ? { channel_info } : {}) };
  delete kept.user_code;
  delete kept.isManuallyModifyUserCode;
  if (!ref) return success({ fields: { ...kept, ref: undefined }, code: undefined });
  const code = await deps.store.referral.findCode(ref);
  if (!code) return failure({ kind: 'referralCodeUnknown' });
  if (!channelAgreesWithCode(kept, code)) return failure({ kind: 'referralChannelMismatch' });
  return success({ fields: { ...kept, ref }, code });
}

/**
 * An affiliate_id or group_id sent beside a code must be the code's own (in the fields and in
 * the tracking fields alike). Otherwise one affiliate's code could carry another's id and credit
 * the sign-up to them: refused rather than overwritten, so a doctored link is seen, not hidden.
 */
export function channelAgreesWithCode(fields: ChannelFields, code: ReferralCodeRow): boolean {
  const tracking = fields.channel_info ?? {};
  const affiliateIds = [fields.affiliate_id, tracking.affiliate_id].filter(Boolean);
  const groupIds = [fields.group_id, tracking.group_id].filter(Boolean);
  return (
    affiliateIds.every((id) => id === code.affiliate_id) &&
    groupIds.every((id) => id === code.group_id)
  );
}

/**
 * How a sign-up came in (decision 141): its register entry code (behaviour §9: 1 e-mail,
 * 5 mobile, 44 the Turkish provider) and the widget's `tx-id` of its calls, kept with the
 * account's channel record. Null where a way in has no entry code or the client sent no id.
 */
export interface SignUpArrival {
  entry: RegisterEntry | null;
  txId: string | null;
  /** Where the sign-up came from, as signUpVisitOf keeps it (decision 147); null: unknown. */
  visit?: string | null | undefined;
}

/**
 * The new account's referral side, inside its creation transaction: its own code, the channel
 * it came by (registration source, the code's owner, the tracking fields) and its arrival.
 */

export async function openReferralAccount(
  tx: Queries,
  accountId: string,
  channel: SignUpChannel | undefined,
  now: number,
  arrival: SignUpArrival = { entry: null, txId: null },
): Promise<void> {
  await ensureOwnCode(tx, accountId, now);
  const fields = channel?.fields ?? {};
  const code = channel?.code;
  await tx.referral.insertChannel({
    account_id: accountId,
    source: registrationSource(fields),
    ref: fields.ref ?? null,
    ref_kind: code?.kind ?? null,
    referrer_account_id: code?.account_id ?? null,
    affiliate_id: fields.affiliate_id || code?.affiliate_id || null,
    group_id: fields.group_id || code?.group_id || null,
    regist_channel: fields.regist_channel || null,
    channel_source: fields.channel_source || null,
    tracking: JSON.stringify(withoutEmpty(fields.channel_info ?? {})),
    entry: arrival.entry,
    tx_id: arrival.txId,
    visit: arrival.visit ?? null,
    created_at: now,
  });
}

export interface CodeInfo {
  scene: CodeScene;
  tpl: CodeTemplate | '';
  info: { success: boolean; nickname?: string };
}

/** POST /s1/code/info: what a typed code is (behaviour §3 "Referral code check result"). */
export async function codeInfo(deps: ServiceDeps, typed: string): Promise<CodeInfo> {
  const code = normaliseCode(typed);
  const row = code ? await deps.store.referral.findCode(code) : undefined;
  if (!row) return { scene: CODE_SCENE.NORMAL, tpl: '', info: { success: false } };
  const kind: CodeKind = row.kind;
  const shown = row.nickname && !row.is_anonymity ? { nickname: row.nickname } : {};
  return { scene: SCENE_OF_KIND[kind], tpl: kind, info: { success: true, ...shown } };
}

/** The affiliate's row, checked against the group asked for. */
async function affiliateOf(
  deps: ServiceDeps,
  affiliateId: string,
  groupId: string | undefined,
): Promise<Outcome<ReferralCodeRow>> {
  const row = await deps.store.referral.codeOfAffiliate(affiliateId);
  if (!row) return failure({ kind: 'affiliateNoData' });
  if (groupId && row.group_id && row.group_id !== groupId) {
    return failure({ kind: 'affiliateGroupMismatch' });
  }
  return success(row);
}

/** POST /affiliate/v5/anonymity and /s1/affiliate-openapi/anonymity (behaviour §7). */
export async function affiliateAnonymity(
  deps: ServiceDeps,
  affiliateId: string,
  groupId: string | undefined,
): Promise<Outcome<{ isShow: 0 | 1; is_anonymity: 0 | 1; code: string }>> {
  const found = await affiliateOf(deps, affiliateId, groupId);
  if (!found.ok) return found;
  const anonymous = found.value.is_anonymity ? 1 : 0;
  return success({ isShow: anonymous ? 0 : 1, is_anonymity: anonymous, code: found.value.code });
}

/** The affiliate's row when it has a public card: not anonymous, and with a nickname. */
async function publicAffiliate(deps: ServiceDeps, affiliateId: string) {
  const row = await deps.store.referral.codeOfAffiliate(affiliateId);
  return row && !row.is_anonymity && row.nickname ? { ...row, nickname: row.nickname } : undefined;
}

/** POST /affiliate/apis/v1/open-info (behaviour §3 "Affiliate open info"); 610016 when none. */
export async function affiliateOpenInfo(
  deps: ServiceDeps,
  affiliateId: string,
  groupId: string | undefined,
): Promise<Outcome<AffiliateOpenInfo>> {
  const row = await publicAffiliate(deps, affiliateId);
  if (!row) return failure({ kind: 'affiliateOpenInfoMissing' });
  const group = row.group_id
    ? { groupInfo: { content: row.group_id, type: groupId === row.group_id ? 1 : 0 } as const }
    : {};
  return success({
    nickname: row.nickname,
    headimg: row.avatar ?? '',
    personalSignature: '',
    content: [],
    ...group,
  });
}

/**
 * The invite avatar (decision 142): the avatar of the affiliate's public card, '' without
 * one; an affiliate with no public card (anonymous, or no nickname) is 610016 as on
 * open-info, so the avatar never shows an affiliate the card would hide.
 */
export async function inviteAvatar(
  deps: ServiceDeps,
  affiliateId: string,
): Promise<Outcome<{ headimg: string }>> {
  const row = await publicAffiliate(deps, affiliateId);
  if (!row) return failure({ kind: 'affiliateOpenInfoMissing' });
  return success({ headimg: row.avatar ?? '' });
}

/** The blocks the compliance config hides on a site (COMPLIANCE_HIDE, decision 083). */
export function hiddenBlocks(deps: ServiceDeps, site: SiteCode): readonly ComplianceBlock[] {
  return deps.config.complianceHide[site] ?? [];
}

/**
 * A sign-up that carries a referral, affiliate or invitation code on a site whose compliance
 * config hides the referral block: refused, so the hidden field cannot be sent around the
 * widget (behaviour §6, decision 083).
 */
export function referralRefusal(
  deps: ServiceDeps,
  site: SiteCode,
  fields: ChannelFields,
): DomainError | undefined {
  if (!hiddenBlocks(deps, site).includes('referral')) return undefined;
  const sent = [fields.ref, fields.user_code, fields.affiliate_id].some(
    (value) => value !== undefined && value.trim() !== '',
  );
  return sent ? { kind: 'referralHidden' } : undefined;
}

/**
 * The compliance config of GET /v3/public/redeem-config for the request's site (behaviour §7):
 * REDEEM_AMOUNTS, HIDE_REDEEM_SITES, COMPLIANCE_HIDE and ZH_HOSTNAMES.
 */
export function redeemConfig(deps: ServiceDeps, site: SiteCode = 'BYBIT'): RedeemConfig {
  const { affiliate, referral, normal } = deps.config.redeemAmounts;
  return {
    redeemAmount: withoutEmpty({
      affiliate_amount: affiliate,
      refferal_amount: referral,
      normal_amount: normal,
    }),
    hideRedeemSite: [...deps.config.hideRedeemSites],
    hide: [...hiddenBlocks(deps, site)],
    zhHostnameList: [...deps.config.zhHostnames],
  };
}

/** Records the channel attach after sign-up (behaviour §4 "Cabital"). */
export async function attachChannel(
  deps: ServiceDeps,
  accountId: string,
  attach: { channel: string; uuid: string; status: string | number | undefined },
): Promise<void> {
  await deps.store.referral.upsertAttach({
    account_id: accountId,
    channel: attach.channel,
    uuid: attach.uuid,
    status: attach.status === undefined ? '' : String(attach.status),
    created_at: deps.clock.now(),
  });
}

/** The operators' codes (admin CLI). */
export interface AffiliateCodeInput {
  affiliateId: string;
  groupId?: string | undefined;
  nickname?: string | undefined;
  avatar?: string | undefined;
  anonymous?: boolean;
}

export async function createAffiliateCode(
  queries: Queries,
  input: AffiliateCodeInput,
  now: number,
): Promise<'exists' | { code: string }> {
  if (await queries.referral.codeOfAffiliate(input.affiliateId)) return 'exists';
  const code = await insertGenerated(queries, {
    kind: 'affiliate',
    account_id: null,
    affiliate_id: input.affiliateId,
    group_id: input.groupId ?? null,
    nickname: input.nickname ?? null,
    avatar: input.avatar ?? null,
    is_anonymity: input.anonymous ? 1 : 0,
    created_at: now,
  });
  if (!code) return 'exists';
  return { code };
}

export async function createBrokerCode(
  queries: Queries,
  typed: string,
  now: number,
): Promise<'invalid' | 'exists' | { code: string }> {
  const code = normaliseCode(typed);
  if (!CODE_PATTERN.test(code)) return 'invalid';
  const row = {
    code,
    kind: 'broker' as const,
    account_id: null,
    affiliate_id: null,
    group_id: null,
    nickname: null,
    avatar: null,
    created_at: now,
  };
  return (await queries.referral.insertCode(row)) ? { code } : 'exists';
}
