import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../../test-support/databases.js';
import { triesInLimiter } from './028_tries_in_limiter.js';
import { openStore, type Store } from '../store.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(databases)(
  'migration 028 on $name: tries and approvals in force survive the upgrade',
  (database) => {
    let fresh: FreshDatabase;
    let store: Store;
    const now = Date.now();
    const created = now - 2 * MINUTE;
    const expires = now + 8 * MINUTE;

    const code = (id: string, target: string) => ({
      id,
      purpose: 'register' as const,
      channel: 'email' as const,
      target,
      code_hash: 'h'.repeat(64),
      uuid: `uuid-${id}`,
      created_at: created,
      expires_at: expires,
    });
    const registration = (uuid: string, tokenHash: string) => ({
      uuid,
      target: `${uuid}@x.io`,
      email: `${uuid}@x.io`,
      country_code: null,
      mobile: null,
      verify_type: 2,
      version: 'newLink',
      token_hash: tokenHash,
      platform: 'web',
      browser: '',
      ip: '',
      country: '',
      lang: 'en',
      created_at: created,
      expires_at: expires,
    });

    beforeAll(async () => {
      fresh = await database.create();
      store = await openStore(fresh);
      const db = store.db as unknown as Kysely<unknown>;
      await store.accounts.insert({
        id: '300000002',
        email: 'qr@x.io',
        country_code: null,
        mobile: null,
        password_hash: '$argon2id$stub',
        country: '',
        created_at: created,
        site: 'BYBIT',
      });
      // Back to the columns of before, with counts in them, then up again.
      await triesInLimiter.down!(db);
      await store.codes.replace(code('live', 'live@x.io'));
      await store.codes.replace({ ...code('expired', 'expired@x.io'), expires_at: now - 1 });
      await store.codes.replace(code('used', 'used@x.io'));
      await store.codes.consume('used', now);
      await sql`update verification_codes set attempts = 3`.execute(db);
      await store.registrations.insert(registration('reg-waiting', 'link-hash'));
      await sql`update registrations set attempts = 4`.execute(db);
      const token = { account_id: '300000002', device_hash: '', country: '', created_at: created };
      await store.risk.insertToken({ ...token, token_hash: 'login-token', expires_at: expires });
      await store.signUpRisk.insertToken({
        token_hash: 'sign-up-token',
        target: 'new@x.io',
        channel: 'email',
        address: 'new@x.io',
        created_at: created,
        expires_at: expires,
      });
      await sql`update risk_tokens set code_attempts = 5`.execute(db);
      await sql`update sign_up_risk_tokens set code_attempts = 2`.execute(db);
      for (const [uuid, at] of [
        ['qr-old', now - 2 * HOUR],
        ['qr-1', now - 30 * MINUTE],
        ['qr-2', now - 10 * MINUTE],
      ] as const) {
        await sql`insert into qr_approvals values (${uuid}, '300000002', ${at})`.execute(db);
      }
      await triesInLimiter.up(db);
    });
    afterAll(async () => {
      await store?.destroy();
      await fresh?.dispose();
    });

    it("a live code keeps its tries until it expires; a dead code's are not carried", async () => {
      expect(await store.limits.find('codeTries', 'live')).toEqual({
        count: 3,
        startedAt: created,
        resetsAt: expires,
        blockedUntil: null,
      });
      expect(await store.limits.find('codeTries', 'expired')).toBeUndefined();
      expect(await store.limits.find('codeTries', 'used')).toBeUndefined();
    });

    it("a waiting link keeps its wrong tokens, under the link's hash", async () => {
      expect(await store.limits.find('linkTries', 'link-hash')).toMatchObject({
        count: 4,
        resetsAt: expires,
      });
    });

    it("a risk token keeps its tries, a login's and a sign-up's alike", async () => {
      expect(await store.limits.find('riskCodeTries', 'login-token')).toMatchObject({ count: 5 });
      expect(await store.limits.find('riskCodeTries', 'sign-up-token')).toMatchObject({
        count: 2,
      });
    });

    it("the last hour's QR approvals count on, in an hour from the first of them", async () => {
      expect(await store.limits.find('qrApprovals', '300000002')).toEqual({
        count: 2,
        startedAt: now - 30 * MINUTE,
        resetsAt: now + 30 * MINUTE,
        blockedUntil: null,
      });
    });
  },
);
