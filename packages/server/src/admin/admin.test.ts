import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipBanned } from '../restrictions/restrictions.service.js';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { fakeClock } from '../test-support/fake-clock.js';
import { ADMIN_USAGE, runAdmin } from './admin.js';

const account = (id: string, email: string, createdAt: number) => ({
  id,
  email,
  country_code: null,
  mobile: null,
  password_hash: '$argon2id$stub',
  country: '',
  created_at: createdAt,
});

describe.each(databases)(
  'admin CLI (docs/engineering.md "Operator command line") on $name',
  (database) => {
    let fresh: FreshDatabase;
    let store: Store;
    const clock = fakeClock(Date.UTC(2026, 0, 2));
    const admin = (...argv: string[]) => runAdmin(argv, { store, clock });

    beforeAll(async () => {
      fresh = await database.create();
      store = await openStore(fresh);
      await store.accounts.insert(account('100000001', 'ada@example.com', 1_000));
      await store.accounts.insert(account('100000002', 'bob@example.com', 2_000));
      await store.accounts.insert({
        ...account('100000003', '', 3_000),
        email: null,
        country_code: '44',
        mobile: '7123456789',
      });
    });
    afterAll(async () => {
      await store?.destroy();
      await fresh?.dispose();
    });

    it('lists accounts newest first', async () => {
      const result = await admin('accounts');
      expect(result.code).toBe(0);
      expect(result.out.split('\n').map((line) => line.split(' ')[0])).toEqual([
        '100000003',
        '100000002',
        '100000001',
      ]);
    });

    it('reset-two-factor turns Google Authenticator off for a lost phone; refused when it is off', async () => {
      await store.twoFactor.startEnabling('100000002', 'JBSWY3DPEHPK3PXP', 1_000);
      await store.twoFactor.accept('100000002', 1, 1_000);
      expect(await admin('reset-two-factor', 'bob@example.com')).toEqual({
        code: 0,
        out: 'two-factor off: 100000002 bob@example.com',
      });
      expect(await store.twoFactor.find('100000002')).toBeUndefined();
      expect((await admin('reset-two-factor', '100000002')).code).toBe(1);
      expect((await admin('reset-two-factor')).code).toBe(2);
    });

    it('bans an account by e-mail (any case): banned, operator, now; then lifts it', async () => {
      expect(await admin('ban-account', 'ADA@example.com', '--note', 'fraud')).toEqual({
        code: 0,
        out: 'banned: 100000001 ada@example.com',
      });
      expect(await store.restrictions.ofAccount('100000001')).toEqual({
        account_id: '100000001',
        state: 'banned',
        kind: 'operator',
        since: clock.now(),
        note: 'fraud',
      });
      expect((await admin('accounts')).out).toContain('100000001 ada@example.com');
      expect((await admin('accounts')).out).toMatch(/100000001 .*\[banned\]/);
      expect((await admin('unban-account', '100000001')).code).toBe(0);
      expect(await store.restrictions.ofAccount('100000001')).toBeUndefined();
      expect(await admin('unban-account', '100000001')).toMatchObject({ code: 1 });
    });

    it('a self-help ban and a termination are recorded as such', async () => {
      await admin('ban-account', '100000002', '--self-help');
      expect(await store.restrictions.ofAccount('100000002')).toMatchObject({
        state: 'banned',
        kind: 'self_help',
      });
      await admin('terminate-account', '100000002');
      expect(await store.restrictions.ofAccount('100000002')).toMatchObject({
        state: 'terminated',
        kind: 'operator',
      });
    });

    it('bans and unbans address ranges; a banned range covers its addresses', async () => {
      expect(await admin('ban-ip', '203.0.113.0/24')).toEqual({
        code: 0,
        out: 'banned: 203.0.113.0/24',
      });
      await admin('ban-ip', '2001:db8::1');
      expect((await admin('ip-bans')).out.split('\n')).toEqual([
        '2001:db8::1/128',
        '203.0.113.0/24',
      ]);
      expect(await ipBanned(store, '203.0.113.9')).toBe(true);
      expect(await ipBanned(store, '::ffff:203.0.113.9')).toBe(true);
      expect(await ipBanned(store, '198.51.100.1')).toBe(false);
      await admin('unban-ip', '203.0.113.0/24');
      expect(await ipBanned(store, '203.0.113.9')).toBe(false);
    });

    it('the short names (decision 019): ban, unban, terminate, list', async () => {
      expect(await admin('ban', 'bob@example.com', '--self-help')).toEqual({
        code: 0,
        out: 'banned: 100000002 bob@example.com',
      });
      expect(await store.restrictions.ofAccount('100000002')).toMatchObject({ kind: 'self_help' });
      expect((await admin('list')).out).toMatch(/100000002 .*\[banned\]/);
      expect((await admin('terminate', 'bob@example.com')).out).toBe(
        'terminated: 100000002 bob@example.com',
      );
      expect((await admin('unban', 'bob@example.com')).code).toBe(0);
      expect(await store.restrictions.ofAccount('100000002')).toBeUndefined();
    });

    it('a mobile account is named +447123456789, "+44 7123456789" or +44 7123456789', async () => {
      expect(await admin('ban', '+447123456789')).toEqual({
        code: 0,
        out: 'banned: 100000003 +44 7123456789',
      });
      expect((await admin('unban', '+44 7123456789')).code).toBe(0);
      expect((await admin('ban', '+44', '7123456789')).code).toBe(0);
      expect((await admin('unban', '+44', '07123456789')).code).toBe(0);
      expect(await admin('ban', '+44 7000000000')).toEqual({
        code: 1,
        out: 'no account +44 7000000000',
      });
    });

    it('require-password-reset flags the account (pre_action 1) and ends its sessions', async () => {
      await store.sessions.insert({
        token_hash: 'a'.repeat(64),
        account_id: '100000001',
        created_at: clock.now(),
        expires_at: clock.now() + 3_600_000,
      });
      expect(await admin('require-password-reset', 'ada@example.com')).toEqual({
        code: 0,
        out: 'password reset required: 100000001 ada@example.com',
      });
      expect(await store.recovery.resetRequired('100000001')).toBe(true);
      expect(await store.sessions.findLive('a'.repeat(64), clock.now())).toBeUndefined();
      expect((await admin('list')).out).toMatch(/100000001 .*\[reset required\]/);
      expect(await admin('require-password-reset')).toMatchObject({ code: 2 });
      await store.recovery.clearReset('100000001');
    });

    it('trading-password-reset forgets a forgotten trading password and asks for a new one at log-in; its sessions stay', async () => {
      await store.tradingPasswords.set('100000002', '$argon2id$old', 1_000);
      await store.sessions.insert({
        token_hash: 'b'.repeat(64),
        account_id: '100000002',
        created_at: clock.now(),
        expires_at: clock.now() + 3_600_000,
      });
      expect(await admin('trading-password-reset', 'bob@example.com')).toEqual({
        code: 0,
        out: 'trading password reset, a new one asked at log-in: 100000002 bob@example.com',
      });
      expect(await store.tradingPasswords.of('100000002')).toEqual({
        passwordHash: null,
        mustSet: true,
      });
      expect(await store.sessions.findLive('b'.repeat(64), clock.now())).toBeDefined();
      expect(await admin('trading-password-reset')).toMatchObject({ code: 2 });
      expect(await admin('trading-password-reset', '999999999')).toEqual({
        code: 1,
        out: 'no account 999999999',
      });
    });

    it('bad input is a usage error (exit 2) or a refusal (exit 1), never a crash', async () => {
      expect(await admin('ban-ip', 'not-an-ip')).toMatchObject({ code: 2 });
      expect(await admin('ban-account')).toMatchObject({ code: 2 });
      expect(await admin('ban-account', '999999999')).toEqual({
        code: 1,
        out: 'no account 999999999',
      });
      expect(await admin('accounts', '--limit', 'x')).toMatchObject({ code: 2 });
      expect(await admin('frobnicate')).toMatchObject({ code: 2 });
      expect(await admin()).toEqual({ code: 0, out: ADMIN_USAGE });
    });
  },
);

describe('the built CLI (npm run admin)', () => {
  const entry = new URL('../../dist/admin/main.js', import.meta.url).pathname;

  it('runs as its own process on the configured database', async (context) => {
    // `npm test` builds before the unit tests, so the entry exists there.
    if (!existsSync(entry)) context.skip();
    const fresh = await databases[0]!.create();
    try {
      const env = {
        ...process.env,
        DATA_DIR: fresh.dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'silent',
      };
      const run = promisify(execFile);
      const banned = await run(process.execPath, [entry, 'ban-ip', '198.51.100.0/24'], { env });
      expect(banned.stdout.trim()).toBe('banned: 198.51.100.0/24');
      const listed = await run(process.execPath, [entry, 'ip-bans'], { env });
      expect(listed.stdout.trim()).toBe('198.51.100.0/24');
      await expect(run(process.execPath, [entry, 'ban-ip', 'x'], { env })).rejects.toMatchObject({
        code: 2,
      });
    } finally {
      await fresh.dispose();
    }
  });
});
