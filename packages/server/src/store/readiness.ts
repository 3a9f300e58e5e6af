/**
 * Whether this instance can serve: the database answers within a bound, and its schema has
 * every migration this build knows (an instance that started before a newer one migrated is
 * still ready; one whose database lost its tables, or was pointed at a fresh one, is not).
 */
import { sql } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Store } from './store.js';

export type Readiness = 'ready' | 'databaseUnavailable' | 'schemaBehind';

/** How long the probe waits for the database before saying it is unavailable. */
export const READINESS_TIMEOUT_MS = 2_000;

export async function readiness(store: Store): Promise<Readiness> {
  const known = Object.keys(migrations(store.kind));
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), READINESS_TIMEOUT_MS);
    timer.unref();
  });
  try {
    const applied = await Promise.race([
      sql<{ name: string }>`select name from kysely_migration`.execute(store.db),
      timedOut,
    ]);
    if (applied === 'timeout') return 'databaseUnavailable';
    const names = new Set(applied.rows.map((row) => row.name));
    return known.every((name) => names.has(name)) ? 'ready' : 'schemaBehind';
  } catch {
    return 'databaseUnavailable';
  } finally {
    clearTimeout(timer);
  }
}
