/**
 * The used id tokens (docs/decisions/059), on each engine: a hash is accepted once until it
 * expires, and rows past their expiry are pruned by the next use.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { freshTestDeps } from '../test-support/test-app.js';

const NOW = Date.UTC(2026, 0, 1, 12);

describe.each(databases)('id_token_uses on $name', (database) => {
  const deps = freshTestDeps(database);
  const count = async () =>
    Number(
      (
        await deps.store.db
          .selectFrom('id_token_uses')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a hash is marked used once; the second mark answers false', async () => {
    expect(await deps.store.idTokens.markUsed('a'.repeat(64), NOW + 60_000, NOW)).toBe(true);
    expect(await deps.store.idTokens.markUsed('a'.repeat(64), NOW + 60_000, NOW)).toBe(false);
  });

  it('rows past their expiry are deleted by the next mark, and only those', async () => {
    await deps.store.idTokens.markUsed('b'.repeat(64), NOW + 1_000, NOW);
    await deps.store.idTokens.markUsed('c'.repeat(64), NOW + 600_000, NOW);
    const before = await count();
    await deps.store.idTokens.markUsed('d'.repeat(64), NOW + 600_000, NOW + 120_000);
    // 'a' (expired at NOW + 60 s) and 'b' are gone, 'c' stays, 'd' is new.
    expect(await count()).toBe(before - 2 + 1);
    expect(await deps.store.idTokens.markUsed('c'.repeat(64), NOW + 600_000, NOW + 120_000)).toBe(
      false,
    );
  });
});
