/**
 * The two gates without HTTP (docs/decisions/044): a real store on each engine, a fake clock,
 * and visitors as a declared door hands them over.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { freshTestDeps, type TestDeps } from '../test-support/test-app.js';
import { sha256Hex } from '../shared/digest.js';
import { admitAccount, openSession, type DoorDeps } from './doors.js';
import { parseGeoTable } from '../shared/geo.service.js';
import { emailIdentity, mobileIdentity } from '../shared/identity.js';
import { restrictAccount } from '../restrictions/restrictions.service.js';
import { testVisitor } from '../test-support/accounts.js';

const GEO = parseGeoTable(['cidr,country', '192.0.2.0/24,GB', '203.0.113.0/28,US'].join('\n'));
const atAccountDoor = (ip: string) => testVisitor('account', ip, GEO.countryOf(ip));
const atSessionDoor = (ip: string) => testVisitor('session', ip, GEO.countryOf(ip));
const IN_GB = '192.0.2.10';
const IN_US = '203.0.113.5';
const IP_BANNED = '198.51.100.7';

describe.each(databases)('the gates of every door, on $name', (database) => {
  const deps: TestDeps & DoorDeps = freshTestDeps(database, { geo: GEO });
  let n = 0;

  /** An account row as sign-up would make it. */
  const anAccount = async () => {
    const id = deps.random.accountId();
    const inserted = await deps.store.accounts.insert({
      id,
      email: `gate${(n += 1)}@example.com`,
      country_code: null,
      mobile: null,
      password_hash: 'x',
      country: 'GB',
      created_at: deps.clock.now(),
      site: 'BYBIT',
    });
    expect(inserted).toBe('ok');
    return id;
  };

  beforeAll(async () => {
    await deps.store.restrictions.banRange('198.51.100.0/24', deps.clock.now());
  });

  describe('the account gate', () => {
    it('admits a visitor from an allowed place', async () => {
      const admitted = await admitAccount(deps, atAccountDoor(IN_GB), emailIdentity('a@b.co'));
      expect(admitted.ok).toBe(true);
    });

    it('refuses an IP-banned visitor, naming the address (31018)', async () => {
      expect(await admitAccount(deps, atAccountDoor(IP_BANNED))).toEqual({
        ok: false,
        error: { kind: 'signUpIpBanned', ip: IP_BANNED },
      });
    });

    it('refuses a visitor whose place is banned (43001, US)', async () => {
      expect(await admitAccount(deps, atAccountDoor(IN_US))).toEqual({
        ok: false,
        error: { kind: 'signUpCountryBanned', place: 'US' },
      });
    });

    it('refuses a phone of a banned country from an allowed place (+86 is CN)', async () => {
      const phone = mobileIdentity('86', '13800138000');
      expect(await admitAccount(deps, atAccountDoor(IN_GB), phone)).toEqual({
        ok: false,
        error: { kind: 'signUpCountryBanned', place: 'CN' },
      });
    });

    it('refuses an e-mail at a Chinese provider', async () => {
      const qq = emailIdentity('someone@qq.com');
      expect(await admitAccount(deps, atAccountDoor(IN_GB), qq)).toEqual({
        ok: false,
        error: { kind: 'signUpChineseEmail' },
      });
    });

    it('a route that declared a session door cannot make an account', async () => {
      await expect(admitAccount(deps, atSessionDoor(IN_GB))).rejects.toThrow(
        /makes an account but declares door 'session'/,
      );
    });
  });

  describe('the session gate', () => {
    it('opens a session for an account in good standing, stored by its digest only', async () => {
      const id = await anAccount();
      const opened = await openSession(deps, atSessionDoor(IN_GB), id);
      if (!opened.ok) throw new Error('refused');
      expect(opened.value.token).toMatch(/^[\w-]{40,}$/);
      const now = deps.clock.now();
      expect(await deps.store.sessions.findLive(opened.value.token, now)).toBe(undefined);
      const stored = await deps.store.sessions.findLive(sha256Hex(opened.value.token), now);
      expect(stored?.account_id).toBe(id);
    });

    it('a session approved by another ends no later than the approving one', async () => {
      const id = await anAccount();
      const notAfter = deps.clock.now() + 60_000;
      const opened = await openSession(deps, atSessionDoor(IN_GB), id, { notAfter });
      expect(opened.ok && opened.value.expiresAt).toBe(notAfter);
    });

    it('refuses an IP-banned visitor (31018) and stores nothing', async () => {
      const id = await anAccount();
      expect(await openSession(deps, atSessionDoor(IP_BANNED), id)).toEqual({
        ok: false,
        error: { kind: 'ipLimited', ip: IP_BANNED },
      });
    });

    it('refuses a banned account (31003) and a terminated one (40029)', async () => {
      const banned = await anAccount();
      await restrictAccount(deps, banned, { state: 'banned', kind: 'operator' });
      const refusedBan = await openSession(deps, atSessionDoor(IN_GB), banned);
      expect(refusedBan).toMatchObject({ ok: false, error: { kind: 'accountBanned' } });
      const ended = await anAccount();
      await restrictAccount(deps, ended, { state: 'terminated', kind: 'operator' });
      const refusedEnd = await openSession(deps, atSessionDoor(IN_GB), ended);
      expect(refusedEnd).toEqual({ ok: false, error: { kind: 'accountTerminated' } });
    });
  });
});
