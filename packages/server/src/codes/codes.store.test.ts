import { describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { codesStore, type NewVerificationCode } from './codes.store.js';
import { databases } from '../test-support/databases.js';
import { suiteStore } from '../test-support/suite-store.js';

describe.each(databases)('a new code voids the old one (decision 100) on $name', (database) => {
  const { store } = suiteStore(database);
  let n = 0;

  const codeFor = (target: string, purpose: NewVerificationCode['purpose'] = 'register') => {
    n += 1;
    return {
      id: `code ${n}`,
      purpose,
      channel: 'email',
      target,
      code_hash: `hash ${n}`,
      uuid: `uuid ${n}`,
      created_at: 1_000 + n,
      expires_at: 600_000 + n,
    } satisfies NewVerificationCode;
  };

  it('the new code is the live one; the old is voided; other targets and purposes keep theirs', async () => {
    const target = `void-${database.name}@example.com`;
    const first = codeFor(target);
    const otherTarget = codeFor(`other-${database.name}@example.com`);
    const otherPurpose = codeFor(target, 'recovery');
    for (const code of [first, otherTarget, otherPurpose]) await store().codes.replace(code);

    const second = codeFor(target);
    await store().codes.replace(second);

    expect((await store().codes.findLive('register', target))?.id).toBe(second.id);
    const rows = await store().db.selectFrom('verification_codes').selectAll().execute();
    const voidedAt = (id: string) => rows.find((row) => row.id === id)?.voided_at;
    expect(voidedAt(first.id)).toBe(second.created_at);
    expect(voidedAt(second.id)).toBeNull();
    expect(voidedAt(otherTarget.id)).toBeNull();
    expect(voidedAt(otherPurpose.id)).toBeNull();
  });

  it('a new code that cannot be stored voids nothing: the old one stays live', async () => {
    const target = `atomic-${database.name}@example.com`;
    const first = codeFor(target);
    await store().codes.replace(first);
    // The same id again: the INSERT fails on the primary key after the void was made.
    await expect(store().codes.replace({ ...codeFor(target), id: first.id })).rejects.toThrow();
    expect((await store().codes.findLive('register', target))?.id).toBe(first.id);
  });

  it("inside a caller's transaction that rolls back, neither the void nor the new code stays", async () => {
    const target = `rollback-${database.name}@example.com`;
    const first = codeFor(target);
    await store().codes.replace(first);
    const outcome = await store().atomically(async (tx) => {
      await tx.codes.replace(codeFor(target));
      return { ok: false } as const;
    });
    expect(outcome.ok).toBe(false);
    expect((await store().codes.findLive('register', target))?.id).toBe(first.id);
  });

  it('sends one statement on PostgreSQL, where a WITH may modify data', async () => {
    const sent: string[] = [];
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        sent.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const codes = codesStore(store().db.withPlugin(counting), store().kind);
    await codes.replace(codeFor(`count-${database.name}@example.com`));
    expect(sent).toEqual(
      store().kind === 'postgres' ? ['InsertQueryNode'] : ['UpdateQueryNode', 'InsertQueryNode'],
    );
  });
});
