/**
 * The operators' command line (DESIGN.md §9): `npm run admin -- <command>`. It bans and
 * unbans accounts and visitor addresses and lists accounts, so every state SPEC's dialogs
 * react to can be produced for real. It works on the configured database (DATA_DIR or
 * DATABASE_URL), beside running servers.
 */
import { emailIdentity, findAccount as findByIdentity } from '../services/identity.js';
import { parseRange, rangeText } from '../services/ip-ranges.js';
import type { Clock } from '../services/clock.js';
import type { Account } from '../store/accounts.store.js';
import type { Store } from '../store/store.js';

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

  accounts [--limit N]             list accounts, newest first (default 20)
  ban-account <id|email> [--self-help] [--note TEXT]
                                   log-in answers 31003 (banned account)
  terminate-account <id|email> [--note TEXT]
                                   log-in answers 40029 (terminated)
  unban-account <id|email>         lift a ban or termination
  reset-two-factor <id|email>      turn Google Authenticator off (a lost phone), once the
                                   holder's identity is checked (decision 016)
  ban-ip <address|cidr> [--note TEXT]
                                   log-in from there answers 31018 (IP limited)
  unban-ip <address|cidr>
  ip-bans                          list banned address ranges`;

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

async function findAccount(store: Store, key: string): Promise<Account | undefined> {
  return key.includes('@')
    ? findByIdentity(store, emailIdentity(key))
    : store.accounts.findById(key);
}

function describe(account: Account): string {
  const who = account.email ?? `+${account.country_code ?? ''} ${account.mobile ?? ''}`;
  return `${account.id} ${who}`;
}

export async function runAdmin(argv: readonly string[], deps: AdminDeps): Promise<AdminResult> {
  const [command, ...rest] = argv;
  const { positional, options } = parseArgs(rest);
  const note = typeof options.get('--note') === 'string' ? (options.get('--note') as string) : null;
  const { store, clock } = deps;

  switch (command) {
    case 'accounts': {
      const limitText = options.get('--limit');
      const limit = typeof limitText === 'string' ? Number(limitText) : 20;
      if (!Number.isInteger(limit) || limit < 1) return usage('--limit must be a whole number');
      const accounts = await store.accounts.newest(limit);
      const lines = await Promise.all(
        accounts.map(async (account) => {
          const restriction = await store.restrictions.ofAccount(account.id);
          const state = restriction ? ` [${restriction.state}]` : '';
          return `${describe(account)} ${new Date(account.created_at).toISOString()}${state}`;
        }),
      );
      return done(lines.length ? lines.join('\n') : 'no accounts');
    }
    case 'ban-account':
    case 'terminate-account':
    case 'unban-account': {
      const key = positional[0];
      if (!key) return usage(`${command} needs an account id or e-mail`);
      const account = await findAccount(store, key);
      if (!account) return refused(`no account ${key}`);
      if (command === 'unban-account') {
        const lifted = await store.restrictions.lift(account.id);
        return lifted ? done(`lifted: ${describe(account)}`) : refused(`not restricted: ${key}`);
      }
      const state = command === 'ban-account' ? 'banned' : 'terminated';
      const kind = options.has('--self-help') ? 'self_help' : 'operator';
      await store.restrictions.restrict(account.id, state, kind, clock.now(), note);
      return done(`${state}: ${describe(account)}`);
    }
    case 'reset-two-factor': {
      const key = positional[0];
      if (!key) return usage(`${command} needs an account id or e-mail`);
      const account = await findAccount(store, key);
      if (!account) return refused(`no account ${key}`);
      if (!(await store.twoFactor.find(account.id))) return refused(`two-factor is off: ${key}`);
      await store.twoFactor.remove(account.id);
      return done(`two-factor off: ${describe(account)}`);
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
    case undefined:
    case 'help':
    case '--help':
      return done(ADMIN_USAGE);
    default:
      return usage(`unknown command: ${command}`);
  }
}
