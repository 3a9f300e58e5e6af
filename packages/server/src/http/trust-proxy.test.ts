import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { fakeClock } from '../test-support/fake-clock.js';
import { buildTestApp, json, type TestApp } from '../test-support/test-app.js';

// The attacker talks to the server directly from the peer address; documentation addresses
// (RFC 5737, RFC 3849) stand for the clients it pretends to be, or that a proxy forwards.
const PEER = '127.0.0.1';
const ASK = '/x-api/register/permission_v2';

describe.each(databases)('TRUST_PROXY: whose X-Forwarded-For counts, on $name', (database) => {
  let fresh: FreshDatabase;
  let operator: Store;
  const apps: TestApp[] = [];

  const appWith = async (env: Record<string, string>) => {
    // The apps share the database, and with it the rate limits (decision 042): each test
    // starts an hour after the last, in a fresh window.
    const clock = fakeClock(Date.now() + apps.length * 3_600_000);
    const t = await buildTestApp(fresh, { RATE_LIMIT_PER_MINUTE: '3', ...env }, { clock });
    apps.push(t);
    return t;
  };
  /** The permission check answers the address the server sees, and whether it is banned. */
  const ask = async (t: TestApp, forwardedFor?: string, remoteAddress = PEER) => {
    const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    return json(await t.app.inject({ url: ASK, headers, remoteAddress }));
  };

  beforeAll(async () => {
    fresh = await database.create();
    operator = await openStore(fresh);
  });
  afterAll(async () => {
    for (const t of apps) await t.app.close();
    await operator?.destroy();
    await fresh?.dispose();
  });

  it('a spoofed X-Forwarded-For from a non-proxy is ignored: the address, the rate limit and the IP ban follow the peer', async () => {
    const t = await appWith({ TRUST_PROXY: '127.0.0.2' });
    const first = await ask(t, '198.51.100.1');
    expect(first.result).toMatchObject({ ip: PEER, permission: 1 });
    // A fresh made-up address each time still spends the peer's budget of 3.
    expect((await ask(t, '198.51.100.2')).ret_code).toBe(0);
    expect((await ask(t, '198.51.100.3')).ret_code).toBe(0);
    expect((await ask(t, '198.51.100.4')).ret_code).toBe(10006);
  });

  it('an IP ban of the peer holds whatever address it writes in X-Forwarded-For', async () => {
    const t = await appWith({ TRUST_PROXY: '127.0.0.3' });
    await operator.restrictions.banRange('127.0.0.9', t.clock.now());
    try {
      expect((await ask(t, '198.51.100.5', '127.0.0.9')).result).toMatchObject({
        ip: '127.0.0.9',
        permission: 0,
        reason: 'ipBanned',
      });
    } finally {
      await operator.restrictions.unbanRange('127.0.0.9');
    }
  });

  it('without TRUST_PROXY nobody is believed', async () => {
    const t = await appWith({});
    expect((await ask(t, '198.51.100.6')).result).toMatchObject({ ip: PEER });
  });

  it('from a listed proxy the forwarded address counts: its own ban, its own rate limit', async () => {
    const t = await appWith({ TRUST_PROXY: `${PEER},::1` });
    expect((await ask(t, '198.51.100.7')).result).toMatchObject({ ip: '198.51.100.7' });
    await operator.restrictions.banRange('198.51.100.8', t.clock.now());
    try {
      expect((await ask(t, '198.51.100.8')).result).toMatchObject({ reason: 'ipBanned' });
      expect((await ask(t, '198.51.100.9')).result).toMatchObject({ permission: 1 });
    } finally {
      await operator.restrictions.unbanRange('198.51.100.8');
    }
    // Each forwarded client has its own budget of 3.
    for (let i = 0; i < 3; i += 1) expect((await ask(t, '198.51.100.10')).ret_code).toBe(0);
    expect((await ask(t, '198.51.100.10')).ret_code).toBe(10006);
    expect((await ask(t, '198.51.100.11')).ret_code).toBe(0);
  });

  it('a forwarded IPv6 client is limited per /64: a new address in its /64 is no new budget', async () => {
    const t = await appWith({ TRUST_PROXY: PEER });
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2::2',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
    ]) {
      expect((await ask(t, address)).ret_code).toBe(0);
    }
    expect((await ask(t, '2001:db8:1:2:aaaa::5')).ret_code).toBe(10006);
    expect((await ask(t, '2001:db8:1:3::1')).ret_code).toBe(0);
  });

  it('a hop count believes that many hops from the server, not what the client wrote before them', async () => {
    const t = await appWith({ TRUST_PROXY: '1' });
    // The client wrote 203.0.113.9; the one proxy appended the address it saw.
    const seen = await ask(t, '203.0.113.9, 198.51.100.12');
    expect(seen.result).toMatchObject({ ip: '198.51.100.12' });
  });
});
