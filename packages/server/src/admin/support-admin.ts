/**
 * The help-center web form's requests (decision 129): `support-requests` of `npm run admin`.
 * A message is printed as a JSON string, so what a visitor typed (line breaks, terminal
 * escapes, markup) reaches the operator's terminal as text and nothing else.
 */
import type { SupportRequestRow } from '../support/index.js';
import type { AdminDeps, AdminResult } from './admin.js';

export const SUPPORT_USAGE = `  support-requests [--limit N]     the help-center web form's requests, newest first (50)`;

const DEFAULT_LIMIT = 50;

const usage = (why: string): AdminResult => ({ code: 2, out: `${why}\n\n${SUPPORT_USAGE}` });

function describeRequest(row: SupportRequestRow): string {
  const who = row.account_id ? `account ${row.account_id}` : 'no session';
  const head = [
    `#${row.id}`,
    new Date(Number(row.at)).toISOString(),
    row.subject,
    row.email,
    `site ${row.site || '-'}`,
    `lang ${row.language}`,
    `ip ${row.ip}`,
    who,
  ].join(' ');
  return `${head}\n  ${JSON.stringify(row.message)}`;
}

export async function runSupportAdmin(
  args: readonly string[],
  { store }: AdminDeps,
): Promise<AdminResult> {
  let limit = DEFAULT_LIMIT;
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] !== '--limit') return usage(`unknown option: ${args[i]}`);
    limit = Number(args[(i += 1)]);
    if (!Number.isInteger(limit) || limit < 1) return usage('--limit must be a whole number');
  }
  const rows = await store.supportRequests.latest(limit);
  return {
    code: 0,
    out: rows.length ? rows.map(describeRequest).join('\n') : 'no support requests',
  };
}
