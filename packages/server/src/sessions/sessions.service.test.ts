/**
 * Sessions without HTTP (behaviour §4 "Sessions"; decisions 006, 036): a real store on each
 * engine and a fake clock. Sessions are opened through the session gate, the only way in.
 */
import { describe, expect, it } from 'vitest';
import { openSession } from '../gates/doors.js';
import { sha256Hex } from '../shared/digest.js';
import { accountOfToken, insertAccount, testVisitor } from '../test-support/accounts.js';
import { databases } from '../test-support/databases.js';
import { freshTestDeps } from '../test-support/test-app.js';
import { revokeSession } from './sessions.service.js';

const HOUR_MS = 3_600_000;
const visitor = testVisitor('session');

describe.each(databases)('sessions, on $name', (database) => {
  const deps = freshTestDeps(database);
  /** A new account and a session of it; answers both. */
  async function aSession(notAfter?: number) {
    const accountId = (await insertAccount(deps)).id;
    const opened = await openSession(deps, visitor, accountId, { notAfter });
    if (!opened.ok) throw new Error(opened.error.kind);
    return { accountId, ...opened.value };
  }

  it('the token is 256 random bits for the client; the database keeps only its sha256', async () => {
    const { token } = await aSession();
    expect(token).toMatch(/^[\w-]{43}$/);
    const rows = await deps.store.db.selectFrom('sessions').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.map((row) => row.token_hash)).toContain(sha256Hex(token));
  });

  it('a live token names its account; a missing or unknown one names none', async () => {
    const { accountId, token } = await aSession();
    expect(await accountOfToken(deps, token)).toBe(accountId);
    expect(await accountOfToken(deps, undefined)).toBeUndefined();
    expect(await accountOfToken(deps, '')).toBeUndefined();
    expect(await accountOfToken(deps, 'not-a-session')).toBeUndefined();
  });

  it('a session expires after SESSION_TTL_HOURS (24): live until the last millisecond, not after', async () => {
    const { token, expiresAt } = await aSession();
    expect(expiresAt).toBe(deps.clock.now() + 24 * HOUR_MS);
    deps.clock.set(expiresAt - 1);
    expect(await accountOfToken(deps, token)).toBeDefined();
    deps.clock.set(expiresAt);
    expect(await accountOfToken(deps, token)).toBeUndefined();
  });

  it('a session approved by another (QR log-in) ends no later than it; never later than its own term', async () => {
    const approver = await aSession();
    const approved = await aSession(approver.expiresAt - HOUR_MS);
    expect(approved.expiresAt).toBe(approver.expiresAt - HOUR_MS);
    const later = await aSession(deps.clock.now() + 48 * HOUR_MS);
    expect(later.expiresAt).toBe(deps.clock.now() + 24 * HOUR_MS);
  });

  it('revoking ends that session and no other of the account', async () => {
    const first = await aSession();
    const second = await openSession(deps, visitor, first.accountId);
    if (!second.ok) throw new Error(second.error.kind);
    await revokeSession(deps, first.token);
    expect(await accountOfToken(deps, first.token)).toBeUndefined();
    expect(await accountOfToken(deps, second.value.token)).toBe(first.accountId);
  });
});
