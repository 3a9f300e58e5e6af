/**
 * The databases every storage and integration suite runs on: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set. Each suite gets a fresh database (a temp directory, or
 * `create database foyer_t_<random>` dropped afterwards), so runs never collide.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  /** 'sqlite' or 'postgres', for test names. */
  name: string;
  /** Creates an empty database; returns its settings and a disposer. */
  create(): Promise<FreshDatabase>;
}

export interface FreshDatabase {
  databaseUrl: string | undefined;
  dataDir: string;
  dispose(): Promise<void>;
}

const sqlite: TestDatabase = {
  name: 'sqlite',
  async create() {
    const dataDir = await mkdtemp(join(tmpdir(), 'foyer-test-'));
    return {
      databaseUrl: undefined,
      dataDir,
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  },
};

function postgres(adminUrl: string): TestDatabase {
  return {
    name: 'postgres',
    async create() {
      const name = `foyer_t_${randomBytes(6).toString('hex')}`;
      await adminQuery(adminUrl, `create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const dataDir = await mkdtemp(join(tmpdir(), 'foyer-test-'));
      return {
        databaseUrl: url.toString(),
        dataDir,
        async dispose() {
          await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export const databases: TestDatabase[] = testDatabaseUrl
  ? [sqlite, postgres(testDatabaseUrl)]
  : [sqlite];
