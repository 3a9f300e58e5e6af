import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import type { NewQrLogin } from './qr-logins.store.js';
import { openStore, type Store } from '../store/store.js';

const T0 = 1_000_000;
const EXPIRES = T0 + 120_000;
/** When the approving session ends. */
const APPROVER_ENDS = T0 + 3_600_000;

describe.each(databases)('QR log-ins in the store on $name', (database) => {
  let fresh: FreshDatabase;
  let store: Store;
  let n = 0;
  const newLogin = async (): Promise<NewQrLogin> => {
    n += 1;
    const login = {
      uuid: `uuid-${n}`,
      code_hash: `code-${n}`,
      secret_hash: `secret-${n}`,
      browser: 'Chrome 120 on Linux',
      ip: '203.0.113.9',
      country: 'GB',
      created_at: T0,
      expires_at: EXPIRES,
      match_number: '42',
      match_choices: '17,42,88',
    };
    await store.qrLogins.insert(login);
    return login;
  };

  beforeAll(async () => {
    fresh = await database.create();
    store = await openStore(fresh);
    await store.accounts.insert({
      id: '123456789',
      email: 'qr@example.com',
      country_code: null,
      mobile: null,
      password_hash: 'x',
      country: '',
      created_at: T0,
    });
  });
  afterAll(async () => {
    await store?.destroy();
    await fresh?.dispose();
  });

  it('a new QR login is waiting and found by its uuid and by its code hash', async () => {
    const login = await newLogin();
    expect(await store.qrLogins.findByUuid(login.uuid)).toMatchObject({ status: 'waiting' });
    expect((await store.qrLogins.findByCode(login.code_hash))?.uuid).toBe(login.uuid);
  });

  it('the session is collected exactly once, even by parallel status calls', async () => {
    const login = await newLogin();
    const confirmed = {
      status: 'confirmed' as const,
      accountId: '123456789',
      approverExpiresAt: APPROVER_ENDS,
    };
    expect(await store.qrLogins.decide(login.uuid, confirmed, T0 + 1)).toBe(true);
    const takes = await Promise.all(
      Array.from({ length: 6 }, () => store.qrLogins.collect(login.uuid, T0 + 2)),
    );
    expect(takes.filter((took) => took?.accountId === '123456789')).toHaveLength(1);
    expect(takes.filter((took) => took === undefined)).toHaveLength(5);
    // The one that took it learns when the approving session ends: the new one ends no later.
    expect(takes.find(Boolean)?.approverExpiresAt).toBe(APPROVER_ENDS);
  });

  it('a QR login is decided once: a declined one cannot be confirmed', async () => {
    const login = await newLogin();
    expect(await store.qrLogins.decide(login.uuid, { status: 'declined' }, T0 + 1)).toBe(true);
    const confirmed = {
      status: 'confirmed' as const,
      accountId: '123456789',
      approverExpiresAt: APPROVER_ENDS,
    };
    expect(await store.qrLogins.decide(login.uuid, confirmed, T0 + 2)).toBe(false);
    expect(await store.qrLogins.collect(login.uuid, T0 + 3)).toBeUndefined();
  });

  it('an expired QR login can be neither scanned, decided nor collected', async () => {
    const login = await newLogin();
    await store.qrLogins.markScanned(login.uuid, EXPIRES);
    expect((await store.qrLogins.findByUuid(login.uuid))?.status).toBe('waiting');
    const confirmed = {
      status: 'confirmed' as const,
      accountId: '123456789',
      approverExpiresAt: APPROVER_ENDS,
    };
    expect(await store.qrLogins.decide(login.uuid, confirmed, EXPIRES)).toBe(false);
  });

  it('long-expired rows are pruned when a new one is stored', async () => {
    const old = await newLogin();
    const later = {
      uuid: 'uuid-later',
      code_hash: 'code-later',
      secret_hash: 'secret-later',
      browser: 'Firefox 121 on macOS',
      ip: '198.51.100.1',
      country: '',
      created_at: EXPIRES + 11 * 60_000,
      expires_at: EXPIRES + 13 * 60_000,
      match_number: '07',
      match_choices: '07,55,90',
    };
    await store.qrLogins.insert(later);
    expect(await store.qrLogins.findByUuid(old.uuid)).toBeUndefined();
    expect(await store.qrLogins.findByUuid('uuid-later')).toBeDefined();
  });
});
