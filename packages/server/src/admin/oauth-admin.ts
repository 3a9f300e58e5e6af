/**
 * The operators' OpenID provider commands (docs/decisions/076): partner apps
 * (`oauth-client create|list|delete`) and the signing key (`oauth-keys rotate`).
 */
import {
  createClient,
  deleteClient,
  listClients,
  rotateSigningKey,
} from '../oauth-provider/index.js';
import type { AdminDeps, AdminResult } from './admin.js';

export const OAUTH_USAGE = `  oauth-client create --name NAME --redirect-uri URI [--redirect-uri URI…]
                     [--post-logout-redirect-uri URI…] [--public] [--logo URL]
                                   a partner app of Foyer's OpenID provider; prints its
                                   client_id and, unless --public, its secret (once)
  oauth-client list                the partner apps
  oauth-client delete <client_id>  removes one; its codes and tokens stop working
  oauth-keys rotate [--keep-hours N]
                                   a new signing key; every running server signs with it
                                   within a minute; the old one stays published N hours
                                   (default 24)`;

const REPEATED = new Set(['--redirect-uri', '--post-logout-redirect-uri']);
const VALUED = new Set(['--name', '--logo', '--keep-hours', ...REPEATED]);

const done = (out: string): AdminResult => ({ code: 0, out });
const refused = (out: string): AdminResult => ({ code: 1, out });
const usage = (why: string): AdminResult => ({ code: 2, out: `${why}\n\n${OAUTH_USAGE}` });

function parse(args: readonly string[]) {
  const positional: string[] = [];
  const values = new Map<string, string[]>();
  const flags = new Set<string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const next = args[i + 1];
    if (!arg.startsWith('--')) positional.push(arg);
    else if (VALUED.has(arg) && next !== undefined) {
      values.set(arg, [...(values.get(arg) ?? []), next]);
      i += 1;
    } else flags.add(arg);
  }
  const one = (name: string) => values.get(name)?.at(-1);
  const all = (name: string) => values.get(name) ?? [];
  return { positional, flags, one, all };
}

async function clientCommand(args: readonly string[], deps: AdminDeps): Promise<AdminResult> {
  const { positional, flags, one, all } = parse(args);
  const [action, id] = positional;
  if (action === 'create') {
    const name = one('--name');
    if (!name) return usage('oauth-client create needs --name');
    const logoUri = one('--logo');
    const created = await createClient(deps, {
      name,
      redirectUris: all('--redirect-uri'),
      postLogoutRedirectUris: all('--post-logout-redirect-uri'),
      isPublic: flags.has('--public'),
      ...(logoUri ? { logoUri } : {}),
    });
    if (!created.ok) return usage(created.problem);
    const lines = [`client_id: ${created.clientId}`];
    if (created.secret) {
      lines.push(`client_secret: ${created.secret}`, 'The secret is shown only now; keep it safe.');
    }
    return done(lines.join('\n'));
  }
  if (action === 'list') {
    const clients = await listClients(deps);
    if (clients.length === 0) return done('no clients');
    return done(
      clients
        .map(
          (c) =>
            `${c.clientId} "${c.name}" ${c.isPublic ? 'public' : 'confidential'} ${c.redirectUris.join(' ')}`,
        )
        .join('\n'),
    );
  }
  if (action === 'delete') {
    if (!id) return usage('oauth-client delete needs a client_id');
    return (await deleteClient(deps, id)) ? done(`deleted: ${id}`) : refused(`no client ${id}`);
  }
  return usage(`oauth-client needs create, list or delete`);
}

async function keysCommand(args: readonly string[], deps: AdminDeps): Promise<AdminResult> {
  const { positional, one } = parse(args);
  if (positional[0] !== 'rotate') return usage('oauth-keys needs rotate');
  const hoursText = one('--keep-hours') ?? '24';
  const hours = Number(hoursText);
  if (!/^\d+$/.test(hoursText) || hours < 1)
    return usage('--keep-hours must be a whole number of hours, 1 or more');
  const rotated = await rotateSigningKey(deps, hours * 60 * 60 * 1000);
  return done(
    `new signing key ${rotated.kid} (generation ${rotated.generation}); running servers sign ` +
      `with it within a minute. The previous keys stay published until ` +
      `${new Date(rotated.retireAt).toISOString()}.`,
  );
}

export function runOauthAdmin(
  command: 'oauth-client' | 'oauth-keys',
  args: readonly string[],
  deps: AdminDeps,
): Promise<AdminResult> {
  return command === 'oauth-client' ? clientCommand(args, deps) : keysCommand(args, deps);
}
