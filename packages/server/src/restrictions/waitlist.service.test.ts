/**
 * The waitlist without HTTP (behaviour §2 "Sign-up restriction dialogs", §5 "Waitlist e-mail";
 * decisions 029, 033): a real store on each engine and a fake clock.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { fakeCaptchaGate } from '../test-support/captcha.js';
import { freshTestDeps } from '../test-support/test-app.js';
import {
  WAITLIST_LINK_TTL_MS,
  confirmWaitlist,
  joinWaitlist,
  type WaitlistEntry,
} from './waitlist.service.js';

const RESEND_MS = 60_000;
const refusedLink = { ok: false, error: { kind: 'waitlistLinkInvalid' } };

describe.each(databases)('the waitlist, on $name', (database) => {
  // The captcha and the send caps on the wire: waitlist-join-guards.routes.test.ts.
  const deps = freshTestDeps(database, { captcha: fakeCaptchaGate() });
  let n = 0;
  const anEmail = () => `waiting${(n += 1)}@example.com`;
  const visit = { ip: '192.0.2.10', captcha: {} };
  const join = (email: string, more: Partial<WaitlistEntry> = {}) =>
    joinWaitlist(deps, { email, country: 'us', ...more }, visit);
  /** The links e-mailed to `to`, oldest first. */
  const linksTo = (to: string) =>
    deps.delivery.sent.flatMap((m) =>
      m.to === to && m.channel === 'email' && m.link ? [m.link] : [],
    );
  const tokenOf = (link: string | undefined) =>
    new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
  const confirm = (token: string) => confirmWaitlist(deps, token);
  const entry = (email: string) => deps.store.waitlist.find(email);

  it('an e-mail is kept once, lower-cased, with its place upper-cased; joining again answers alike', async () => {
    const email = anEmail();
    const first = await join(email);
    expect(first).toEqual({ ok: true, value: undefined });
    expect(await join(email.toUpperCase(), { country: 'ca-on' })).toEqual(first);
    const rows = await deps.store.db
      .selectFrom('waitlist')
      .selectAll()
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, country: 'US' });
  });

  it('Waitlist e-mail: a Chinese e-mail is refused (43002) and nothing is kept or sent', async () => {
    const sent = deps.delivery.sent.length;
    expect(await join('someone@qq.com')).toEqual({
      ok: false,
      error: { kind: 'waitlistEmailRefused' },
    });
    expect(await entry('someone@qq.com')).toBeUndefined();
    expect(deps.delivery.sent.length).toBe(sent);
  });

  it('joining sends one link in the page language (English for an unknown one); only its sha256 is kept', async () => {
    const [arabic, unknown] = [anEmail(), anEmail()];
    await join(arabic, { lang: 'ar-SA' });
    await join(unknown, { lang: 'xx-XX' });
    const [link] = linksTo(arabic);
    expect(link).toMatch(/\/ar-SA\/waitlist\/confirm\?token=[\w-]{43}$/);
    expect(linksTo(unknown)[0]).toMatch(/\/en\/waitlist\/confirm\?token=/);
    expect((await entry(arabic))?.confirmed_at).toBeNull();
    expect(JSON.stringify(await entry(arabic))).not.toContain(tokenOf(link));
  });

  it('opening the link confirms the entry once: again it answers the same and keeps the first time', async () => {
    const email = anEmail();
    await join(email);
    const token = tokenOf(linksTo(email)[0]);
    expect(await confirm(token)).toEqual({ ok: true, value: { confirmed: true } });
    const confirmedAt = (await entry(email))?.confirmed_at;
    expect(confirmedAt).toBe(deps.clock.now());
    deps.clock.advance(1_000);
    expect(await confirm(token)).toEqual({ ok: true, value: { confirmed: true } });
    expect((await entry(email))?.confirmed_at).toBe(confirmedAt);
  });

  it('a confirmed entry joining again gets no new e-mail', async () => {
    const email = anEmail();
    await join(email);
    await confirm(tokenOf(linksTo(email)[0]));
    deps.clock.advance(2 * RESEND_MS);
    expect(await join(email)).toEqual({ ok: true, value: undefined });
    expect(linksTo(email)).toHaveLength(1);
  });

  it('a second join within 60 s sends nothing more; after, a new link replaces the old', async () => {
    const email = anEmail();
    await join(email);
    await join(email);
    expect(linksTo(email)).toHaveLength(1);
    deps.clock.advance(RESEND_MS);
    await join(email);
    const [first, second] = linksTo(email).map(tokenOf);
    expect(await confirm(first ?? '')).toEqual(refusedLink);
    expect(await confirm(second ?? '')).toEqual({ ok: true, value: { confirmed: true } });
  });

  it('an unknown or expired link (7 days) confirms nothing (46001)', async () => {
    expect(await confirm('x'.repeat(43))).toEqual(refusedLink);
    const email = anEmail();
    await join(email);
    const token = tokenOf(linksTo(email)[0]);
    deps.clock.advance(WAITLIST_LINK_TTL_MS);
    expect(await confirm(token)).toEqual(refusedLink);
    expect((await entry(email))?.confirmed_at).toBeNull();
  });
});
