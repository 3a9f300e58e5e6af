import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { suiteStore } from '../test-support/suite-store.js';
import type { Account } from './accounts.store.js';
import { openStore } from './store.js';

const MINUTE = 60_000;

const account = (id: string, fields: Partial<Account> = {}): Account => ({
  id,
  email: null,
  country_code: null,
  mobile: null,
  password_hash: '$argon2id$stub',
  country: '',
  created_at: 1_700_000_000_000,
  site: 'BYBIT',
  ...fields,
});

describe.each(databases)('store on $name', (database) => {
  const { store, fresh } = suiteStore(database);

  it('migrations are idempotent: opening the same database again works', async () => {
    const again = await openStore(fresh());
    await again.destroy();
  });

  describe('accounts', () => {
    it('stores an account and finds it by id, e-mail and mobile; timestamps are numbers', async () => {
      expect(await store().accounts.insert(account('100000001', { email: 'a@x.io' }))).toBe('ok');
      expect(
        await store().accounts.insert(
          account('100000002', { country_code: '44', mobile: '7700900' }),
        ),
      ).toBe('ok');
      const byEmail = await store().accounts.findByEmail('a@x.io');
      expect(byEmail).toMatchObject({ id: '100000001', created_at: 1_700_000_000_000 });
      expect(typeof byEmail?.created_at).toBe('number');
      expect((await store().accounts.findByMobile('44', '7700900'))?.id).toBe('100000002');
      expect((await store().accounts.findById('100000002'))?.mobile).toBe('7700900');
      expect(await store().accounts.findByEmail('nobody@x.io')).toBeUndefined();
    });

    it('a second account with the same e-mail or mobile is refused as identityTaken', async () => {
      await store().accounts.insert(account('100000003', { email: 'dup@x.io' }));
      expect(await store().accounts.insert(account('100000004', { email: 'dup@x.io' }))).toBe(
        'identityTaken',
      );
      await store().accounts.insert(account('100000005', { country_code: '1', mobile: '5550100' }));
      expect(
        await store().accounts.insert(
          account('100000006', { country_code: '1', mobile: '5550100' }),
        ),
      ).toBe('identityTaken');
    });

    it('a random id that collides is reported as idTaken, so the caller retries', async () => {
      await store().accounts.insert(account('100000007', { email: 'one@x.io' }));
      expect(await store().accounts.insert(account('100000007', { email: 'two@x.io' }))).toBe(
        'idTaken',
      );
    });

    it('many accounts may have no e-mail or no mobile (null is not a duplicate)', async () => {
      await store().accounts.insert(account('100000008', { country_code: '1', mobile: '5550101' }));
      await store().accounts.insert(account('100000009', { country_code: '1', mobile: '5550102' }));
      expect(await store().accounts.count()).toBeGreaterThanOrEqual(2);
    });
  });

  describe('verification codes', () => {
    const code = (id: string, target: string, created: number) => ({
      id,
      purpose: 'register' as const,
      channel: 'email' as const,
      target,
      code_hash: 'h'.repeat(64),
      uuid: `uuid-${id}`,
      created_at: created,
      expires_at: created + 10 * MINUTE,
    });

    it('a new code voids the live one for the same purpose and target', async () => {
      await store().codes.replace(code('c1', 't1@x.io', 1000));
      await store().codes.replace(code('c2', 't1@x.io', 2000));
      const live = await store().codes.findLive('register', 't1@x.io');
      expect(live).toMatchObject({ id: 'c2', consumed_at: null, voided_at: null });
      expect(await store().codes.consume('c1', 3000)).toBe(false);
    });

    it('consume succeeds once', async () => {
      await store().codes.replace(code('c4', 't3@x.io', 1000));
      expect(await store().codes.consume('c4', 2000)).toBe(true);
      expect(await store().codes.consume('c4', 2001)).toBe(false);
      expect(await store().codes.findLive('register', 't3@x.io')).toBeUndefined();
    });
  });

  describe('sessions', () => {
    it('a session is live until it expires or is revoked', async () => {
      await store().accounts.insert(account('200000001', { email: 's@x.io' }));
      await store().sessions.insert({
        token_hash: 'a'.repeat(64),
        account_id: '200000001',
        created_at: 1000,
        expires_at: 5000,
      });
      expect((await store().sessions.findLive('a'.repeat(64), 4999))?.account_id).toBe('200000001');
      expect(await store().sessions.findLive('a'.repeat(64), 5000)).toBeUndefined();
      await store().sessions.revoke('a'.repeat(64), 2000);
      expect(await store().sessions.findLive('a'.repeat(64), 3000)).toBeUndefined();
    });

    it('a session must belong to an existing account (foreign key)', async () => {
      await expect(
        store().sessions.insert({
          token_hash: 'b'.repeat(64),
          account_id: 'missing',
          created_at: 1,
          expires_at: 2,
        }),
      ).rejects.toThrow();
    });
  });

  describe('atomically', () => {
    it('commits an ok outcome and rolls back any other', async () => {
      const rolledBack = await store().atomically(async (tx) => {
        await tx.accounts.insert(account('300000001', { email: 'tx1@x.io' }));
        return { ok: false as const };
      });
      expect(rolledBack.ok).toBe(false);
      expect(await store().accounts.findById('300000001')).toBeUndefined();
      await store().atomically(async (tx) => {
        await tx.accounts.insert(account('300000002', { email: 'tx2@x.io' }));
        return { ok: true as const };
      });
      expect(await store().accounts.findById('300000002')).toBeDefined();
    });

    it('a duplicate inside a transaction is reported and rolled back cleanly', async () => {
      await store().accounts.insert(account('300000003', { email: 'tx3@x.io' }));
      const outcome = await store().atomically(async (tx) => {
        const inserted = await tx.accounts.insert(account('300000004', { email: 'tx3@x.io' }));
        return inserted === 'ok' ? { ok: true as const } : { ok: false as const, inserted };
      });
      expect(outcome).toEqual({ ok: false, inserted: 'identityTaken' });
      expect(await store().accounts.findByEmail('tx3@x.io')).toMatchObject({ id: '300000003' });
    });
  });

  describe('outbox', () => {
    it('lists messages newest first', async () => {
      const message = (to: string, sentAt: number) => ({
        channel: 'email' as const,
        to,
        subject: 's',
        text: 't',
        code: '123456',
        link: null,
        sent_at: sentAt,
      });
      await store().outbox.insert(message('old@x.io', 1000));
      await store().outbox.insert(message('new@x.io', 2000));
      await store().outbox.insert(message('same-ms@x.io', 2000));
      const listed = await store().outbox.newestFirst(10);
      expect(listed.map((m) => m.to)).toEqual(['same-ms@x.io', 'new@x.io', 'old@x.io']);
      expect(typeof listed[0]?.sent_at).toBe('number');
    });
  });
});
