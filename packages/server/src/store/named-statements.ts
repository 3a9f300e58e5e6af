/**
 * PostgreSQL parses and plans every statement pg sends by its text alone (an unnamed statement),
 * each time. A named statement is parsed once on a connection and then only bound and run: on
 * the load bench's ceiling, ten plain statements a request went from 859–899 to 1 249–1 274 a
 * second named (decision 096). Kysely's driver sends text only, so the pool it is given names
 * each statement text here, the same text the same name on every connection of the process.
 *
 * Only queries and row writes are named (a migration's DDL runs once). These stay unnamed too:
 * - Past NAMED_STATEMENTS texts (a shape with a varying IN list makes one text a length), so a
 *   connection never holds more than that many prepared statements.
 * - Inside a transaction. A named statement whose row type a migration changed since it was
 *   prepared (`select *` after an added column, on another instance during a rolling deploy)
 *   is refused once with 0A000 "cached plan must not change result type". Outside a
 *   transaction nothing ran, so it is prepared again and run; inside one the refusal would
 *   abort the transaction, and there is no second try.
 */
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** How many statement texts get a name; every shape the server makes fits. */
export const NAMED_STATEMENTS = 500;

/** A name for each text, the same for the same text; undefined past `size` texts. */
export function statementNames(size = NAMED_STATEMENTS): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < size) {
      name = `foyer_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
}

/** `pool`, with the statements its clients run named by `nameOf` (see above). */
export function namingPool(
  pool: pg.Pool,
  nameOf: (text: string) => string | undefined = statementNames(),
): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let named = clients.get(client);
      if (!named) {
        named = namingClient(client, nameOf);
        clients.set(client, named);
      }
      return named;
    },
    end: () => pool.end(),
  };
}

const TRANSACTION_START = /^(begin|start transaction)\b/i;
/** What runs again and again: queries and row writes, not a migration's DDL run once. */
const REPEATED = /^\s*(select|insert|update|delete|with)\b/i;
const TRANSACTION_END = /^(commit|rollback)$/i;

function namingClient(
  client: pg.PoolClient,
  nameOf: (text: string) => string | undefined,
): PostgresPoolClient {
  let inTransaction = false;
  const run = async <R>(text: string, values: unknown[]): Promise<PostgresQueryResult<R>> => {
    if (TRANSACTION_START.test(text)) inTransaction = true;
    else if (TRANSACTION_END.test(text)) inTransaction = false;
    // `begin`, `commit` and DDL are not run again and again: named, they would only take a place.
    const name = inTransaction || !REPEATED.test(text) ? undefined : nameOf(text);
    if (name === undefined) return asResult<R>(await client.query(text, values));
    try {
      return asResult<R>(await client.query({ name, text, values }));
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      await client.query(`deallocate ${name}`);
      forgetPrepared(client, name);
      return asResult<R>(await client.query({ name, text, values }));
    }
  };
  const query = (textOrCursor: unknown, values?: readonly unknown[]) =>
    typeof textOrCursor === 'string'
      ? run(textOrCursor, [...(values ?? [])])
      : // A cursor (streaming) goes to pg as it is; the server streams nothing.
        client.query(textOrCursor as pg.Submittable);
  return {
    query: query as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}

function asResult<R>(result: pg.QueryResult): PostgresQueryResult<R> {
  return result as unknown as PostgresQueryResult<R>;
}

/** PostgreSQL's refusal of a prepared statement whose row type changed under it. */
function isStalePlan(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === '0A000' &&
    /cached plan must not change result type/.test(error.message)
  );
}

/**
 * pg remembers, per connection, which names it has prepared, and skips the Parse of a name it
 * knows: after the DEALLOCATE it must prepare the name again. That record is pg's own
 * (`connection.parsedStatements`, pg 8); if it is not where it was, the retry fails as the
 * first try did, and the error reaches the caller.
 */
function forgetPrepared(client: pg.PoolClient, name: string): void {
  const connection = (client as unknown as { connection?: { parsedStatements?: object } })
    .connection;
  if (connection?.parsedStatements) {
    delete (connection.parsedStatements as Record<string, unknown>)[name];
  }
}
