/**
 * The one rule every sign-up call passes, without HTTP (behaviour §5 "Banned places", §9
 * "Banned places"; decisions 029, 038): the IP ban, then the visitor's place, then the phone's,
 * then a Chinese-provider e-mail. A real store on each engine, GEO_TABLE as a table.
 */
import { describe, expect, it } from 'vitest';
import { parseGeoTable } from '../shared/geo.service.js';
import { databases } from '../test-support/databases.js';
import { freshTestDeps } from '../test-support/test-app.js';
import { placeOfPhone } from '../shared/identity.js';
import { guardSignUp, refusalReason, signUpRestriction } from './sign-up-restrictions.js';

// Documentation addresses (RFC 5737) placed by this table.
const IN_US = '203.0.113.5';
const IN_ONTARIO = '203.0.113.20';
const IN_QUEBEC = '203.0.113.40';
const IN_GB = '192.0.2.10';
const GEO = parseGeoTable(
  [
    'cidr,country',
    '203.0.113.0/28,US',
    '203.0.113.16/28,CA-ON',
    '203.0.113.32/28,CA',
    '192.0.2.0/24,GB',
  ].join('\n'),
);
const CHINESE_MOBILE = { countryCode: '86', mobile: '13800138000' };

describe('the place of a phone number', () => {
  it('its country; a +1 number of an Ontario area code is CA-ON, another Canadian one CA', () => {
    expect(placeOfPhone('86', '13800138000')).toBe('CN');
    expect(placeOfPhone('44', '07400123456')).toBe('GB');
    expect(placeOfPhone('1', '4165550123')).toBe('CA-ON');
    expect(placeOfPhone('1', '5145550123')).toBe('CA');
    expect(placeOfPhone('1', '2125550123')).toBe('US');
  });

  it('a calling code of one country names it even when the number does not parse; a shared one names none', () => {
    expect(placeOfPhone('86', '12')).toBe('CN');
    expect(placeOfPhone('1', '12')).toBe('');
  });
});

describe.each(databases)('the sign-up restrictions, on $name', (database) => {
  const deps = freshTestDeps(database, { geo: GEO });
  const restriction = (ip: string, more: object = {}) => signUpRestriction(deps, { ip, ...more });

  it('a visitor from a banned place is refused, named by GEO_TABLE: US, and Ontario but not the rest of Canada', async () => {
    expect(await restriction(IN_US)).toEqual({
      reason: 'countryBanned',
      place: 'US',
      from: 'visitor',
    });
    expect(await restriction(IN_ONTARIO)).toMatchObject({ place: 'CA-ON', from: 'visitor' });
    expect(await restriction(IN_QUEBEC)).toBeNull();
    expect(await restriction(IN_GB)).toBeNull();
  });

  it("the phone's place is refused too: +86 CN, an Ontario +1 number", async () => {
    expect(await restriction(IN_GB, { phone: CHINESE_MOBILE })).toEqual({
      reason: 'countryBanned',
      place: 'CN',
      from: 'phone',
    });
    const ontario = { countryCode: '1', mobile: '4165550123' };
    expect(await restriction(IN_GB, { phone: ontario })).toMatchObject({ place: 'CA-ON' });
    const british = { countryCode: '44', mobile: '7700900123' };
    expect(await restriction(IN_GB, { phone: british })).toBeNull();
  });

  it("the order of decision 029: the IP ban, then the visitor's place, then the phone's", async () => {
    await deps.store.restrictions.banRange('203.0.113.0/28', deps.clock.now());
    try {
      expect(await restriction(IN_US, { phone: CHINESE_MOBILE })).toEqual({
        reason: 'ipBanned',
        ip: IN_US,
      });
    } finally {
      await deps.store.restrictions.unbanRange('203.0.113.0/28');
    }
    expect(await restriction(IN_ONTARIO, { phone: CHINESE_MOBILE })).toMatchObject({
      from: 'visitor',
    });
  });

  it('the refusals: 31018 with the IP, 43001 with the place, then a Chinese e-mail (43002)', async () => {
    await deps.store.restrictions.banRange(IN_GB, deps.clock.now());
    try {
      expect(await guardSignUp(deps, { ip: IN_GB, email: 'a@qq.com' })).toEqual({
        ok: false,
        error: { kind: 'signUpIpBanned', ip: IN_GB },
      });
    } finally {
      await deps.store.restrictions.unbanRange(IN_GB);
    }
    expect(await guardSignUp(deps, { ip: IN_US, email: 'a@qq.com' })).toEqual({
      ok: false,
      error: { kind: 'signUpCountryBanned', place: 'US' },
    });
    expect(await guardSignUp(deps, { ip: IN_GB, email: 'a@qq.com' })).toEqual({
      ok: false,
      error: { kind: 'signUpChineseEmail' },
    });
    expect(await guardSignUp(deps, { ip: IN_GB, email: 'a@example.com' })).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it("permission_v2's reason: none, ipBanned or countryBanned", async () => {
    expect(refusalReason(await restriction(IN_GB))).toBe('none');
    expect(refusalReason(await restriction(IN_US))).toBe('countryBanned');
    expect(refusalReason({ reason: 'ipBanned', ip: IN_GB })).toBe('ipBanned');
  });
});
