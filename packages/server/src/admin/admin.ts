/**
 * The operators' command line (docs/engineering.md "Operator command line"): `npm run admin -- <command>`. It bans and
 * unbans accounts and visitor addresses and lists accounts, so every state the widget's dialogs
 * react to can be produced for real. It works on the configured database (DATA_DIR or
 * DATABASE_URL), beside running servers.
 */
import { parseRange, rangeText } from '../shared/ip-ranges.js';
import { restrictAccount } from '../restrictions/index.js';
import { credentialsChanged } from '../sessions/index.js';
import type { Clock } from '../shared/clock.js';
import type { Account } from '../store/accounts.store.js';
import type { Store } from '../store/store.js';
import { accountKeyOf, findAccountByKey } from './account-key.js';
import { CODES_USAGE, runCodesAdmin } from './codes-admin.js';
import { clearLimits, identityOfKey } from './clear-limits.js';
import { OAUTH_USAGE, runOauthAdmin } from './oauth-admin.js';
import { SUB_ACCOUNT_USAGE, runSubAccountAdmin } from './sub-account-admin.js';
import { SUPPORT_USAGE, runSupportAdmin } from './support-admin.js';
import { METRICS_USAGE, runMetricsAdmin } from './metrics-admin.js';

export interface AdminDeps {
  store: Store;
  clock: Clock;
}

/** What a command printed, and the process exit code (0 done, 1 refused, 2 usage). */
export interface AdminResult {
  code: 0 | 1 | 2;
  out: string;
}

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

An account is its id, its e-mail, or its mobile as +447123456789 or "+44 7123456789".

  list [--limit N]                 list accounts, newest first (default 20)
  ban <account> [--self-help] [--note TEXT]
                                   log-in answers 31003 (banned account); --self-help
                                   lets the holder lift it after 24 h (/self-unblock);
                                   its sessions and partner apps' access (and its
                                   sub-accounts') end now
  terminate <account> [--note TEXT]
                                   log-in answers 40029 (terminated); its sessions
                                   and partner apps' access (and its sub-accounts')
                                   end now
  unban <account>                  lift a ban or termination
  require-password-reset <account> [--note TEXT]
                                   log-in answers pre_action 1 (reset first) until
                                   the password is reset; its sessions and partner
                                   apps' access (and its sub-accounts') end now
  reset-two-factor <account>       turn Google Authenticator off (a lost phone), once the
                                   holder's identity is checked (decision 016); its
                                   sessions and partner apps' access end now
  trading-password-reset <account>
                                   forget a forgotten trading password, once the holder's
                                   identity is checked (decision 160): every log-in then
                                   offers to set a new one until it is set
  clear-limits <account|e-mail|+mobile>
                                   forget the password lock-outs and ceilings, wrong-code
                                   budgets and send caps that stop the holder, on every
                                   device, once the holder is checked (decision 105)
  ban-ip <address|cidr> [--note TEXT]
                                   log-in from there answers 31018 (IP limited)
  unban-ip <address|cidr>
  ip-bans                          list banned address ranges
${SUB_ACCOUNT_USAGE}
${CODES_USAGE}
${OAUTH_USAGE}
${SUPPORT_USAGE}
${METRICS_USAGE}

Older names still work: accounts, ban-account, terminate-account, unban-account.`;

/** The older long names (decision 015) beside the short ones (decision 019). */
const SYNONYMS: Record<string, string> = {
  accounts: 'list',
  'ban-account': 'ban',
  'terminate-account': 'terminate',
  'unban-account': 'unban',
};

const done = (out: string): AdminResult => ({ code: 0, out });
const refused = (out: string): AdminResult => ({ code: 1, out });
const usage = (why: string): AdminResult => ({ code: 2, out: `${why}\n\n${ADMIN_USAGE}` });

/** `--name value` options and the positional arguments. */
function parseArgs(args: readonly string[]) {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const next = args[i + 1];
    const takesValue = arg === '--note' || arg === '--limit';
    if (takesValue && next !== undefined) {
      options.set(arg, next);
      i += 1;
    } else {
      options.set(arg, true);
    }
  }
  return { positional, options };
}

function describe(account: Account): string {
  const who = account.email ?? `+${account.country_code ?? ''} ${account.mobile ?? ''}`;
  return `${account.id} ${who}`;
}

export async function runAdmin(argv: readonly string[], deps: AdminDeps): Promise<AdminResult> {
  const [given, ...rest] = argv;
  const command = given !== undefined ? (SYNONYMS[given] ?? given) : undefined;
  const { positional, options } = parseArgs(rest);
  const note = typeof options.get('--note') === 'string' ? (options.get('--note') as string) : null;
  const { store, clock } = deps;

  switch (command) {
    case 'list': {
      const limitText = options.get('--limit');
      const limit = typeof limitText === 'string' ? Number(limitText) : 20;
      if (!Number.isInteger(limit) || limit < 1) return usage('--limit must be a whole number');
      const accounts = await store.accounts.newest(limit);
      const lines = await Promise.all(
        accounts.map(async (account) => {
          const restriction = await store.restrictions.ofAccount(account.id);
          const reset = (await store.recovery.resetRequired(account.id)) ? ' [reset required]' : '';
          const state = (restriction ? ` [${restriction.state}]` : '') + reset;
          return `${describe(account)} ${new Date(account.created_at).toISOString()}${state}`;
        }),
      );
      return done(lines.length ? lines.join('\n') : 'no accounts');
    }
    case 'ban':
    case 'terminate':
    case 'unban':
    case 'require-password-reset': {
      const key = accountKeyOf(positional);
      if (!key) return usage(`${command} needs an account id, e-mail or mobile`);
      const account = await findAccountByKey(store, key);
      if (!account) return refused(`no account ${key}`);
      // A deleted sub-account stays deleted: its restriction is the deletion (decision 106),
      // which no ban replaces and no unban lifts.
      if ((await store.restrictions.ofAccount(account.id))?.kind === 'deleted') {
        return refused(`deleted sub-account: ${key}`);
      }
      if (command === 'unban') {
        const lifted = await store.restrictions.lift(account.id);
        return lifted ? done(`lifted: ${describe(account)}`) : refused(`not restricted: ${key}`);
      }
      if (command === 'require-password-reset') {
        // Whoever holds a session or a partner's refresh token now may be the reason for the
        // reset: they end with the flag, the sub-accounts' too (decision 106).
        const now = clock.now();
        await store.atomically(async (tx) => {
          await tx.recovery.requireReset(account.id, now, note);
          await credentialsChanged(tx, account.id, now);
          return { ok: true };
        });
        return done(`password reset required: ${describe(account)}`);
      }
      const state = command === 'ban' ? 'banned' : 'terminated';
      const kind = options.has('--self-help') ? 'self_help' : 'operator';
      // The restriction and the end of every session (its sub-accounts' too), at once.
      await restrictAccount(deps, account.id, { state, kind, note });
      return done(`${state}: ${describe(account)}`);
    }
    case 'reset-two-factor': {
      const key = accountKeyOf(positional);
      if (!key) return usage(`${command} needs an account id, e-mail or mobile`);
      const account = await findAccountByKey(store, key);
      if (!account) return refused(`no account ${key}`);
      if (!(await store.twoFactor.find(account.id))) return refused(`two-factor is off: ${key}`);
      const now = clock.now();
      await store.atomically(async (tx) => {
        await tx.twoFactor.remove(account.id);
        // A fresh start: no wrong codes or lock of the old secret carry over, on any device.
        await tx.limits.resetWithPurses('twoFactor', account.id);
        // The lost phone may be in a thief's hand: what it opened ends (decision 106).
        await credentialsChanged(tx, account.id, now);
        return { ok: true };
      });
      return done(`two-factor off: ${describe(account)}`);
    }
    case 'trading-password-reset': {
      const key = accountKeyOf(positional);
      if (!key) return usage(`${command} needs an account id, e-mail or mobile`);
      const account = await findAccountByKey(store, key);
      if (!account) return refused(`no account ${key}`);
      // The sessions stay: a forgotten second secret is no sign anyone else holds the account.
      await store.tradingPasswords.reset(account.id, clock.now());
      return done(`trading password reset, a new one asked at log-in: ${describe(account)}`);
    }
    case 'clear-limits': {
      const key = accountKeyOf(positional);
      if (!key) return usage(`${command} needs an account id, e-mail or mobile`);
      const account = await findAccountByKey(store, key);
      if (account) {
        await clearLimits(store, { account });
        return done(`limits cleared: ${describe(account)}`);
      }
      const identity = identityOfKey(key);
      if (!identity) return refused(`no account ${key}`);
      await clearLimits(store, { identity });
      return done(`limits cleared: ${key} (no account)`);
    }
    case 'ban-ip':
    case 'unban-ip': {
      const range = positional[0] ? parseRange(positional[0]) : undefined;
      if (!range) return usage(`${command} needs an IPv4 or IPv6 address or CIDR range`);
      const text = rangeText(range);
      if (command === 'ban-ip') {
        await store.restrictions.banRange(text, clock.now(), note);
        return done(`banned: ${text}`);
      }
      const lifted = await store.restrictions.unbanRange(text);
      return lifted ? done(`lifted: ${text}`) : refused(`not banned: ${text}`);
    }
    case 'ip-bans': {
      const rows = await store.restrictions.bannedRanges();
      return done(rows.length ? rows.map((row) => row.range).join('\n') : 'no banned ranges');
    }
    case 'affiliate-code':
    case 'broker-code':
    case 'codes':
    case 'source':
      return runCodesAdmin(command, rest, deps);
    case 'oauth-client':
    case 'oauth-keys':
      return runOauthAdmin(command, rest, deps);
    case 'sub-account':
      return runSubAccountAdmin(rest, deps);
    case 'support-requests':
      return runSupportAdmin(rest, deps);
    case 'metrics':
      return runMetricsAdmin(rest, deps);
    case undefined:
    case 'help':
    case '--help':
      return done(ADMIN_USAGE);
    default:
      return usage(`unknown command: ${given}`);
  }
}
