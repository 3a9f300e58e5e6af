/**
 * The operators' sub-account commands (docs/decisions/106): `sub-account list <main account>`
 * and `sub-account delete <name> | --id <id>` of `npm run admin`. Deleting is the main
 * account's own deletion (sub-accounts/sub-account-changes.service.ts): the sub-account can no
 * longer log in, and its sessions and partner apps' access end now.
 */
import { normalizeSubAccountName } from '@foyer/contract';
import { deleteSubAccountRow, type SubAccountRow } from '../sub-accounts/index.js';
import { accountKeyOf, findAccountByKey } from './account-key.js';
import type { AdminDeps, AdminResult } from './admin.js';

export const SUB_ACCOUNT_USAGE = `  sub-account list <account>       a main account's sub-accounts (id, name, created)
  sub-account delete <name> | --id <id>
                                   delete a sub-account: it can no longer log in; its
                                   sessions and partner apps' access end now`;

const done = (out: string): AdminResult => ({ code: 0, out });
const refused = (out: string): AdminResult => ({ code: 1, out });
const usage = (why: string): AdminResult => ({ code: 2, out: `${why}\n\n${SUB_ACCOUNT_USAGE}` });

const describe = (row: SubAccountRow) =>
  `${row.account_id} ${row.name} ${new Date(row.created_at).toISOString()}`;

/** The live sub-account an operator names: by `--id`, else by its name. */
async function namedSubAccount(
  deps: AdminDeps,
  args: readonly string[],
): Promise<SubAccountRow | undefined> {
  const at = args.indexOf('--id');
  if (at >= 0) {
    const row = await deps.store.subAccounts.findByAccount(args[at + 1] ?? '');
    return row && row.deleted_at === null ? row : undefined;
  }
  return deps.store.subAccounts.findByName(normalizeSubAccountName(args[0] ?? ''));
}

export async function runSubAccountAdmin(
  args: readonly string[],
  deps: AdminDeps,
): Promise<AdminResult> {
  const [action, ...rest] = args;
  if (action === 'list') {
    const key = accountKeyOf(rest);
    if (!key) return usage('sub-account list needs a main account id, e-mail or mobile');
    const main = await findAccountByKey(deps.store, key);
    if (!main) return refused(`no account ${key}`);
    const rows = await deps.store.subAccounts.ofParent(main.id);
    return done(rows.length ? rows.map(describe).join('\n') : 'no sub-accounts');
  }
  if (action === 'delete') {
    if (rest.length === 0 || (rest[0] === '--id' && !rest[1])) {
      return usage('sub-account delete needs a sub-account name or --id <id>');
    }
    const row = await namedSubAccount(deps, rest);
    if (!row) return refused(`no sub-account ${rest.join(' ')}`);
    const deleted = await deleteSubAccountRow(deps, row);
    return deleted.ok ? done(`deleted: ${describe(row)}`) : refused(`already deleted: ${row.name}`);
  }
  return usage(`unknown sub-account command: ${action ?? ''}`);
}
