/**
 * The provider's storage adapter on our database (docs/decisions/076), the same suite on
 * SQLite and PostgreSQL: each method of oidc-provider's adapter interface does what the
 * provider relies on, and what has expired is never answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { fakeClock } from '../test-support/fake-clock.js';
import { databaseAdapter } from './oauth-adapter.js';

describe.each(databases)('the oidc-provider adapter on $name', (database) => {
  let fresh: FreshDatabase;
  let store: Store;
  const clock = fakeClock();
  let Adapter: ReturnType<typeof databaseAdapter>;
  let n = 0;
  const id = (what: string) => `${what}-${(n += 1)}`;

  beforeAll(async () => {
    fresh = await database.create();
    store = await openStore(fresh);
    Adapter = databaseAdapter({ store, clock });
  });
  afterAll(async () => {
    await store?.destroy();
    await fresh?.dispose();
  });

  it('upsert then find answers the payload; an upsert of the same id replaces it', async () => {
    const grants = new Adapter('Grant');
    const grantId = id('grant');
    await grants.upsert(grantId, { accountId: '100000001', kind: 'Grant' }, 60);
    expect(await grants.find(grantId)).toEqual({ accountId: '100000001', kind: 'Grant' });
    await grants.upsert(grantId, { accountId: '100000002', kind: 'Grant' }, 60);
    expect(await grants.find(grantId)).toEqual({ accountId: '100000002', kind: 'Grant' });
  });

  it('models are apart: the same id under another model is another record', async () => {
    const shared = id('shared');
    await new Adapter('AccessToken').upsert(shared, { kind: 'AccessToken' }, 60);
    expect(await new Adapter('RefreshToken').find(shared)).toBeUndefined();
  });

  it('an expired record is not answered; a record saved without a lifetime lasts', async () => {
    const sessions = new Adapter('Session');
    const short = id('session');
    await sessions.upsert(short, { kind: 'Session' }, 10);
    const clients = new Adapter('Client');
    const client = id('client');
    await clients.upsert(client, { client_id: client }, 0);
    clock.advance(10_000);
    expect(await sessions.find(short)).toBeUndefined();
    expect(await clients.find(client)).toEqual({ client_id: client });
  });

  it('findByUid and findByUserCode find by those columns only in their model', async () => {
    const sessions = new Adapter('Session');
    const uid = id('uid');
    await sessions.upsert(id('session'), { kind: 'Session', uid }, 60);
    expect(await sessions.findByUid(uid)).toMatchObject({ uid });
    expect(await new Adapter('Interaction').findByUid(uid)).toBeUndefined();
    const devices = new Adapter('DeviceCode');
    const userCode = id('code');
    await devices.upsert(id('device'), { kind: 'DeviceCode', userCode }, 60);
    expect(await devices.findByUserCode(userCode)).toMatchObject({ userCode });
  });

  it('consume marks the record used (consumed, in epoch seconds), which the provider refuses again', async () => {
    const codes = new Adapter('AuthorizationCode');
    const code = id('code');
    await codes.upsert(code, { kind: 'AuthorizationCode' }, 60);
    expect((await codes.find(code))?.consumed).toBeUndefined();
    await codes.consume(code);
    expect((await codes.find(code))?.consumed).toBe(Math.floor(clock.now() / 1000));
  });

  it('destroy removes one record; revokeByGrantId every record of the model under that grant', async () => {
    const tokens = new Adapter('RefreshToken');
    const grantId = id('grant');
    const [a, b, other] = [id('rt'), id('rt'), id('rt')];
    await tokens.upsert(a, { kind: 'RefreshToken', grantId }, 60);
    await tokens.upsert(b, { kind: 'RefreshToken', grantId }, 60);
    await tokens.upsert(other, { kind: 'RefreshToken', grantId: id('grant') }, 60);
    const access = id('at');
    await new Adapter('AccessToken').upsert(access, { kind: 'AccessToken', grantId }, 60);
    await tokens.destroy(other);
    expect(await tokens.find(other)).toBeUndefined();
    await tokens.upsert(other, { kind: 'RefreshToken', grantId: id('grant') }, 60);
    await tokens.revokeByGrantId(grantId);
    expect(await tokens.find(a)).toBeUndefined();
    expect(await tokens.find(b)).toBeUndefined();
    expect(await tokens.find(other)).toBeDefined();
    expect(await new Adapter('AccessToken').find(access)).toBeDefined();
  });
});
