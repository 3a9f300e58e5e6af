import { RESEND_COOLDOWN_MS } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { freshTestDeps } from '../test-support/test-app.js';
import { CODE_TTL_MS, checkRegisterCode, sendRegisterCode } from './codes.service.js';
import { emailIdentity, mobileIdentity } from '../shared/identity.js';
import { sha256Hex } from '../shared/digest.js';

describe.each(databases)('verification codes on $name', (database) => {
  const deps = freshTestDeps(database);
  let n = 0;
  const newEmail = () => emailIdentity(`codes${(n += 1)}@example.com`);
  const IP = '198.51.100.1';

  const send = async (identity = newEmail()) => {
    const sent = await sendRegisterCode(deps, identity, IP);
    if (!sent.ok) throw new Error(`send failed: ${sent.error.kind}`);
    const to =
      identity.kind === 'email' ? identity.email : `+${identity.countryCode}${identity.mobile}`;
    return { identity, uuid: sent.value.uuid, code: deps.delivery.lastCodeTo(to) };
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('a code is six digits from the CSPRNG, stored only as its sha256', async () => {
    const { identity, code, uuid } = await send();
    expect(code).toMatch(/^\d{6}$/);
    const row = await deps.store.codes.findLive(
      'register',
      identity.kind === 'email' ? identity.email : '',
    );
    expect(row).toMatchObject({ uuid, code_hash: sha256Hex(code), channel: 'email' });
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  it('the right code is accepted within 10 minutes', async () => {
    const { identity, code, uuid } = await send();
    deps.clock.advance(CODE_TTL_MS - 1);
    expect((await checkRegisterCode(deps, identity, code, uuid)).ok).toBe(true);
  });

  it('expires after exactly 10 minutes (32002)', async () => {
    const { identity, code } = await send();
    deps.clock.advance(CODE_TTL_MS);
    expect(await checkRegisterCode(deps, identity, code)).toEqual({
      ok: false,
      error: { kind: 'codeExpired' },
    });
  });

  it('is single use: once consumed it no longer verifies', async () => {
    const { identity, code } = await send();
    const checked = await checkRegisterCode(deps, identity, code);
    if (!checked.ok) throw new Error('expected ok');
    expect(await deps.store.codes.consume(checked.value.codeId, deps.clock.now())).toBe(true);
    expect(await checkRegisterCode(deps, identity, code)).toMatchObject({
      error: { kind: 'codeInvalid' },
    });
  });

  it('allows at most 5 wrong tries: the 5th voids the code (32003), even for the right code after', async () => {
    const { identity, code } = await send();
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await checkRegisterCode(deps, identity, wrong(code)));
    expect(answers.map((a) => (a.ok ? 'ok' : a.error.kind))).toEqual([
      'codeInvalid',
      'codeInvalid',
      'codeInvalid',
      'codeInvalid',
      'codeTooManyTries',
    ]);
    expect(await checkRegisterCode(deps, identity, code)).toMatchObject({
      error: { kind: 'codeTooManyTries' },
    });
  });

  it('parallel guesses share the 5-try cap', async () => {
    const { identity, code } = await send();
    const guesses = Array.from({ length: 12 }, () =>
      checkRegisterCode(deps, identity, wrong(code)),
    );
    const kinds = (await Promise.all(guesses)).map((a) => (a.ok ? 'ok' : a.error.kind));
    expect(kinds.filter((k) => k === 'codeInvalid')).toHaveLength(4);
    // All five are spent: even the right code is refused now.
    expect(await checkRegisterCode(deps, identity, code)).toMatchObject({
      error: { kind: 'codeTooManyTries' },
    });
  });

  it('a new code voids the old one', async () => {
    const first = await send();
    deps.clock.advance(RESEND_COOLDOWN_MS);
    const second = await send(first.identity);
    expect(second.uuid).not.toBe(first.uuid);
    if (first.code !== second.code) {
      expect(await checkRegisterCode(deps, first.identity, first.code)).toMatchObject({
        error: { kind: 'codeInvalid' },
      });
    }
    expect(await checkRegisterCode(deps, first.identity, second.code, first.uuid)).toMatchObject({
      error: { kind: 'codeInvalid' },
    });
    expect((await checkRegisterCode(deps, first.identity, second.code, second.uuid)).ok).toBe(true);
  });

  it('resend at most once per 60 s per target (32004 with retry_after_ms)', async () => {
    const { identity } = await send();
    deps.clock.advance(RESEND_COOLDOWN_MS - 1000);
    expect(await sendRegisterCode(deps, identity, IP)).toEqual({
      ok: false,
      error: { kind: 'resendTooSoon', retryAfterMs: 1000 },
    });
    expect((await sendRegisterCode(deps, newEmail(), IP)).ok).toBe(true);
    deps.clock.advance(1000);
    expect((await sendRegisterCode(deps, identity, IP)).ok).toBe(true);
  });

  it('the same target in another case or with a trunk 0 shares the cooldown', async () => {
    await send(emailIdentity('Case@Example.com'));
    expect((await sendRegisterCode(deps, emailIdentity('case@example.COM'), IP)).ok).toBe(false);
    await send(mobileIdentity('44', '7700900123'));
    expect((await sendRegisterCode(deps, mobileIdentity('44', '07700900123'), IP)).ok).toBe(false);
  });

  it('an address that already has an account gets "log in instead", no code, and the same answer', async () => {
    const identity = newEmail();
    await deps.store.accounts.insert({
      id: '900000001',
      email: identity.kind === 'email' ? identity.email : null,
      country_code: null,
      mobile: null,
      password_hash: 'x',
      country: '',
      created_at: 0,
    });
    const sent = await sendRegisterCode(deps, identity, IP);
    expect(sent.ok && sent.value.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const message = deps.delivery.sent.at(-1);
    expect(message).toMatchObject({ channel: 'email' });
    expect(message?.code).toBeUndefined();
    expect(message?.text).toMatch(/already has a Foyer account/);
    expect(message?.text).toMatch(/log in instead/i);
    expect(message?.text).not.toMatch(/\d{6}/);
  });

  it('a phone code goes out as SMS to the E.164 number', async () => {
    const { code } = await send(mobileIdentity('44', '07700900555'));
    expect(deps.delivery.sent.at(-1)).toMatchObject({ channel: 'sms', to: '+447700900555', code });
  });
});
