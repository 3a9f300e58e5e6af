/**
 * A store on a fresh database for one suite: opened before its tests, closed and its database
 * dropped after them. Call it in a `describe` body; `store()` gives the store once it is open,
 * `fresh()` the database's settings (to open it again).
 */
import { afterAll, beforeAll } from 'vitest';
import type { FreshDatabase, TestDatabase } from './databases.js';
import { openStore, type Store } from '../store/store.js';

export function suiteStore(database: TestDatabase): {
  store: () => Store;
  fresh: () => FreshDatabase;
} {
  let fresh: FreshDatabase | undefined;
  let store: Store | undefined;
  beforeAll(async () => {
    fresh = await database.create();
    store = await openStore(fresh);
  });
  afterAll(async () => {
    await store?.destroy();
    await fresh?.dispose();
  });
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) {
      throw new Error('the suite store opens in beforeAll: ask for it inside a test');
    }
    return value;
  };
  return { store: () => opened(store), fresh: () => opened(fresh) };
}
