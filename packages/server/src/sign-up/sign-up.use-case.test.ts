/**
 * The sign-up use-case without HTTP (behaviour §4 "Register"): a real store on each engine,
 * a fake clock, the recording delivery. The account is made by `register()` (a code) or
 * `completeSignUp()` (a verified registration), each asking the account gate at that moment.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { digestOf, freshTestDeps } from '../test-support/test-app.js';
import { sendRegisterCode } from '../codes/codes.service.js';
import type { Visitor } from '../gates/doors.js';
import { parseGeoTable } from '../shared/geo.service.js';
import { emailIdentity, type Identity } from '../shared/identity.js';
import { register } from './register.service.js';
import { activateSignUp, completeSignUp, startSignUp } from './registration.service.js';

const GEO = parseGeoTable(['cidr,country', '192.0.2.0/24,GB', '203.0.113.0/28,US'].join('\n'));
const FROM_GB: Visitor = { ip: '192.0.2.10', door: 'account', route: 'test' };
const FROM_US: Visitor = { ...FROM_GB, ip: '203.0.113.5' };
const PASSWORD = digestOf('Passw0rd!');
const REQUESTER = { ip: FROM_GB.ip, country: 'GB', browser: 'test', platform: 'web', lang: 'en' };

describe.each(databases)('the sign-up use-case, on $name', (database) => {
  const deps = freshTestDeps(database, { geo: GEO });
  let n = 0;
  const newEmail = () => `sign-up-case${(n += 1)}@example.com`;

  const accountsWith = async (email: string) =>
    (await deps.store.db.selectFrom('accounts').select('id').where('email', '=', email).execute())
      .length;
  const withCode = async (identity: Identity) => {
    const sent = await sendRegisterCode(deps, identity, FROM_GB.ip);
    expect(sent.ok).toBe(true);
    return deps.delivery.lastCodeTo(identity.kind === 'email' ? identity.email : '');
  };
  const signUp = (identity: Identity, code: string, visitor = FROM_GB) =>
    register(deps, {
      visitor,
      identity,
      code,
      password: PASSWORD,
      requestCountry: 'GB',
      site: 'BYBIT',
    });
  /** A link registration, activated from its e-mail: what the password step completes. */
  const activatedLink = async (email: string) => {
    const started = await startSignUp(deps, emailIdentity(email), 2, 'newLink', REQUESTER);
    if (!started.ok) throw new Error('could not start');
    const sent = deps.delivery.sent.findLast((m) => m.to === email);
    const token = sent?.channel === 'email' ? new URL(sent.link ?? '').searchParams.get('token') : null; // prettier-ignore
    const activated = await activateSignUp(deps, started.value.uuid, token ?? '');
    expect(activated).toMatchObject({ ok: true, value: { activation: 'activated' } });
    return started.value.uuid;
  };
  const complete = (uuid: string, visitor = FROM_GB) =>
    completeSignUp(deps, { visitor, uuid, password: PASSWORD, requestCountry: 'GB', site: 'BYBIT' }); // prettier-ignore

  it('the code sent to the address makes the account and its first session', async () => {
    const identity = emailIdentity(newEmail());
    const outcome = await signUp(identity, await withCode(identity));
    expect(outcome).toMatchObject({ ok: true, value: { account: { site: 'BYBIT' } } });
    expect(outcome.ok && outcome.value.session.token).toBeTruthy();
  });

  it('a wrong code makes nothing (32001)', async () => {
    const identity = emailIdentity(newEmail());
    const code = await withCode(identity);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await signUp(identity, wrong)).toMatchObject({
      ok: false,
      error: { kind: 'codeInvalid' },
    });
    expect(await accountsWith(identity.kind === 'email' ? identity.email : '')).toBe(0);
  });

  it('the same sign-up sent again with its used code answers "account exists" (33001), one account', async () => {
    const identity = emailIdentity(newEmail());
    const code = await withCode(identity);
    expect((await signUp(identity, code)).ok).toBe(true);
    expect(await signUp(identity, code)).toEqual({ ok: false, error: { kind: 'accountExists' } });
  });

  it('the account gate at completion: a code asked for from Britain, used from a banned country, makes nothing — and the code still works from an allowed place', async () => {
    const email = newEmail();
    const identity = emailIdentity(email);
    const code = await withCode(identity);
    expect(await signUp(identity, code, FROM_US)).toEqual({
      ok: false,
      error: { kind: 'signUpCountryBanned', place: 'US' },
    });
    expect(await accountsWith(email)).toBe(0);
    expect((await signUp(identity, code)).ok).toBe(true);
  });

  it('an activation link completed from a banned country makes nothing, and leaves the registration to finish from an allowed place', async () => {
    const email = newEmail();
    const uuid = await activatedLink(email);
    expect(await complete(uuid, FROM_US)).toEqual({
      ok: false,
      error: { kind: 'signUpCountryBanned', place: 'US' },
    });
    expect(await accountsWith(email)).toBe(0);
    expect((await complete(uuid)).ok).toBe(true);
    expect(await accountsWith(email)).toBe(1);
  });

  it('a registration not yet verified cannot be completed', async () => {
    const started = await startSignUp(deps, emailIdentity(newEmail()), 2, 'newLink', REQUESTER);
    if (!started.ok) throw new Error('could not start');
    expect(await complete(started.value.uuid)).toMatchObject({
      ok: false,
      error: { kind: 'registrationNotVerified' },
    });
  });
});
