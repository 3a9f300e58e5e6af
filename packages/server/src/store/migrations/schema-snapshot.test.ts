/**
 * The schema the migrations build, pinned per engine in a committed JSON file
 * (schema.sqlite.snap.json, schema.postgres.snap.json) and read back from the engine's own
 * catalogue. A migration that lands changes the files in the same commit; a migration edited
 * after it landed fails here, because databases that already ran it would not get the change.
 *
 * To regenerate after adding a migration (both engines):
 *   UPDATE_SCHEMA_SNAPSHOT=1 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     npx vitest run --project server packages/server/src/store/migrations/schema-snapshot.test.ts
 * then read the diff: it must only add what the new migration adds.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { databases } from '../../test-support/databases.js';
import { readSchema, type SchemaShape } from '../../test-support/schema-catalogue.js';
import { openStore } from '../store.js';

const UPDATE = process.env.UPDATE_SCHEMA_SNAPSHOT === '1';

const snapshotUrl = (engine: string) => new URL(`./schema.${engine}.snap.json`, import.meta.url);

async function readSnapshot(engine: string): Promise<SchemaShape> {
  return JSON.parse(await readFile(snapshotUrl(engine), 'utf8')) as SchemaShape;
}

/** Written as the repository's prettier would, so `npm run format:check` stays clean. */
async function writeSnapshot(engine: string, schema: SchemaShape): Promise<void> {
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(snapshotUrl(engine));
  const text = await prettier.format(JSON.stringify(schema), { ...options, parser: 'json' });
  await writeFile(snapshotUrl(engine), text);
}

/** Table name → its column names, the part both engines must agree on. */
const tablesAndColumns = (schema: SchemaShape) =>
  Object.fromEntries(
    Object.entries(schema.tables).map(([table, shape]) => [
      table,
      shape.columns.map((column) => column.name),
    ]),
  );

describe.each(databases)('schema on $name', (database) => {
  it('a fresh database migrated to the latest has exactly the committed schema snapshot', async () => {
    const fresh = await database.create();
    try {
      const store = await openStore(fresh);
      let schema: SchemaShape;
      try {
        schema = await readSchema(store.db, store.kind);
      } finally {
        await store.destroy();
      }
      if (UPDATE) await writeSnapshot(database.name, schema);
      expect(schema).toEqual(await readSnapshot(database.name));
    } finally {
      await fresh.dispose();
    }
  });
});

describe('the two engines', () => {
  it('have the same migrations, tables and columns, so they cannot drift apart', async () => {
    const [sqlite, postgres] = await Promise.all([
      readSnapshot('sqlite'),
      readSnapshot('postgres'),
    ]);
    expect(sqlite.migrations).toEqual(postgres.migrations);
    expect(tablesAndColumns(sqlite)).toEqual(tablesAndColumns(postgres));
  });
});
