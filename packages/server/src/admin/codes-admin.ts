/**
 * The operators' referral, affiliate and broker codes (docs/decisions/028):
 * `affiliate-code create`, `broker-code create` and `codes` of `npm run admin`.
 */
import type { Store } from '../store/store.js';
import { createAffiliateCode, createBrokerCode, type ReferralCodeRow } from '../referral/index.js';
import type { SignUpDeclarationRow } from '../sign-up/index.js';
import { accountKeyOf, findAccountByKey } from './account-key.js';
import type { AdminDeps, AdminResult } from './admin.js';

export const CODES_USAGE = `  affiliate-code create <affiliate_id> [--group G] [--nickname N] [--avatar URL] [--anonymous]
                                   a code for an affiliate (digits), shown by /s1/code/info
                                   as an affiliate's; nickname and avatar fill its open-info
  broker-code create <code>        a broker's code (3-20 of A-Z 0-9 _ -)
  codes [--kind referral|affiliate|broker] [--limit N]
                                   referral, affiliate and broker codes, newest first
  source <account>                 how an account signed up: affiliate, referral or normal,
                                   with its code, referrer and tracking fields, and what it
                                   declared (dialog 1, terms version)`;

const KINDS = ['referral', 'affiliate', 'broker'] as const;
const VALUE_OPTIONS = new Set(['--group', '--nickname', '--avatar', '--kind', '--limit']);

const done = (out: string): AdminResult => ({ code: 0, out });
const refused = (out: string): AdminResult => ({ code: 1, out });
const usage = (why: string): AdminResult => ({ code: 2, out: `${why}\n\n${CODES_USAGE}` });

function parse(args: readonly string[]) {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) positional.push(arg);
    else if (VALUE_OPTIONS.has(arg) && args[i + 1] !== undefined) options.set(arg, args[(i += 1)]!);
    else options.set(arg, true);
  }
  const text = (name: string) => {
    const value = options.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return { positional, options, text };
}

function describeCode(row: ReferralCodeRow): string {
  const owner =
    row.kind === 'referral'
      ? `account ${row.account_id ?? '?'}`
      : row.kind === 'affiliate'
        ? `affiliate ${row.affiliate_id ?? '?'}` +
          (row.group_id ? ` group ${row.group_id}` : '') +
          (row.nickname ? ` "${row.nickname}"` : '') +
          (row.is_anonymity ? ' [anonymous]' : '')
        : 'broker';
  return `${row.code} ${row.kind} ${owner} ${new Date(row.created_at).toISOString()}`;
}

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export async function runCodesAdmin(
  command: 'affiliate-code' | 'broker-code' | 'codes' | 'source',
  args: readonly string[],
  deps: AdminDeps,
): Promise<AdminResult> {
  const { positional, text } = parse(args);
  const store: Store = deps.store;
  const now = deps.clock.now();

  if (command === 'source') {
    const key = accountKeyOf(positional);
    if (!key) return usage('source needs an account id, e-mail or mobile');
    const account = await findAccountByKey(store, key);
    if (!account) return refused(`no account ${key}`);
    const channel = await store.referral.channelOf(account.id);
    if (!channel) return done(`${account.id} source unknown (signed up before the codes)`);
    const parts = [
      `${account.id} source ${channel.source}`,
      channel.ref ? `ref ${channel.ref} (${channel.ref_kind ?? '?'})` : '',
      channel.referrer_account_id ? `referrer ${channel.referrer_account_id}` : '',
      channel.affiliate_id ? `affiliate ${channel.affiliate_id}` : '',
      channel.group_id ? `group ${channel.group_id}` : '',
      channel.regist_channel ? `channel ${channel.regist_channel}` : '',
      `tracking ${channel.tracking}`,
      declarationText(await store.signUpDeclarations.find(account.id)),
    ];
    return done(parts.filter(Boolean).join(' '));
  }

  if (command === 'codes') {
    const kind = text('--kind');
    if (kind !== undefined && !(KINDS as readonly string[]).includes(kind)) {
      return usage('--kind must be referral, affiliate or broker');
    }
    const limit = Number(text('--limit') ?? 50);
    if (!Number.isInteger(limit) || limit < 1) return usage('--limit must be a whole number');
    const rows = await store.referral.codes(kind as ReferralCodeRow['kind'] | undefined, limit);
    return done(rows.length ? rows.map(describeCode).join('\n') : 'no codes');
  }

  const [action, value] = positional;
  if (action !== 'create' || value === undefined) return usage(`${command} create needs a value`);

  if (command === 'broker-code') {
    const made = await createBrokerCode(store, value, now);
    if (made === 'invalid') return usage('a broker code is 3 to 20 of A-Z, 0-9, _ and -');
    if (made === 'exists') return refused(`code exists: ${value.toUpperCase()}`);
    return done(`broker code: ${made.code}`);
  }

  if (!/^\d{1,20}$/.test(value)) return usage('an affiliate id is 1 to 20 digits');
  const groupId = text('--group');
  const nickname = text('--nickname');
  const avatar = text('--avatar');
  if (groupId !== undefined && groupId.length > 32) return usage('--group: at most 32 characters');
  if (nickname !== undefined && (nickname.length < 1 || nickname.length > 64)) {
    return usage('--nickname: 1 to 64 characters');
  }
  if (avatar !== undefined && !isHttpUrl(avatar)) return usage('--avatar must be an http(s) URL');
  const anonymous = args.includes('--anonymous');
  const made = await createAffiliateCode(
    store,
    { affiliateId: value, groupId, nickname, avatar, anonymous },
    now,
  );
  if (made === 'exists') return refused(`affiliate ${value} has a code already`);
  return done(`affiliate code: ${made.code} (affiliate ${value})`);
}

/** What the account declared at sign-up (decision 038), for `source`. */
function declarationText(row: SignUpDeclarationRow | undefined): string {
  if (!row) return '';
  const residence =
    row.residence_declared_at === null
      ? 'residence undeclared'
      : `residence declared ${new Date(row.residence_declared_at).toISOString()}`;
  return `${residence} terms ${row.terms_version ?? 'none'}`;
}
