import { describe, expect, it } from 'vitest';
import { banCheck, shownAsPage, stepFromRefusal } from './login-refusal';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 22, 12, 0);
const refused = (retCode: number, result?: unknown, retMsg = 'server text') => ({
  retCode,
  retMsg,
  result,
});

describe('ban check (behaviour §4)', () => {
  it('self-help ban and more than 24 h passed since the ban: go to self-unblock', () => {
    expect(banCheck({ is_self_help_baned: true, baned_time: NOW - 24 * HOUR - 1 }, NOW)).toEqual({
      kind: 'selfUnblock',
    });
  });
  it('self-help ban of exactly 24 h or less: the banned dialog', () => {
    expect(banCheck({ is_self_help_baned: true, baned_time: NOW - 24 * HOUR }, NOW)).toEqual({
      kind: 'dialog',
      dialog: { id: 'banned', unbanAt: NOW },
    });
  });
  it('else a banned dialog shows the unban time as ban time plus 24 h', () => {
    const bannedAt = NOW - 100 * HOUR;
    expect(banCheck({ is_self_help_baned: false, baned_time: bannedAt }, NOW)).toEqual({
      kind: 'dialog',
      dialog: { id: 'banned', unbanAt: bannedAt + 24 * HOUR },
    });
  });
  it('a ban without its time: the banned dialog without an unban time', () => {
    expect(banCheck({}, NOW)).toEqual({
      kind: 'dialog',
      dialog: { id: 'banned', unbanAt: undefined },
    });
  });
});

describe('errors a login can meet (behaviour §8)', () => {
  it('31030: too many password errors, over-limit dialog', () => {
    expect(stepFromRefusal(refused(31030, { locked_until: 9 }), NOW)).toEqual({
      kind: 'overLimit',
      lockedUntil: 9,
    });
  });
  it('31030 past a ceiling of wrong passwords (decision 105): no end time, the proof that ends it', () => {
    for (const stepUp of ['known_device_or_recovery', 'recovery'] as const) {
      expect(stepFromRefusal(refused(31030, { step_up: stepUp }), NOW)).toEqual({
        kind: 'overLimit',
        lockedUntil: undefined,
        stepUp,
      });
    }
    // A value the widget does not know is read as a plain lock.
    expect(stepFromRefusal(refused(31030, { step_up: 'other' }), NOW)).toEqual({
      kind: 'overLimit',
      lockedUntil: undefined,
      stepUp: undefined,
    });
  });
  it('31018: IP limited, confirm-only dialog using visitor IP', () => {
    expect(stepFromRefusal(refused(31018, { ip: '198.51.100.7' }), NOW)).toEqual({
      kind: 'dialog',
      dialog: { id: 'ipLimited', ip: '198.51.100.7' },
    });
  });
  it('31020: phone-limit dialog', () => {
    expect(stepFromRefusal(refused(31020, { ip: '198.51.100.7' }), NOW)).toEqual({
      kind: 'dialog',
      dialog: { id: 'phoneLimited', ip: '198.51.100.7' },
    });
  });
  it('31003: banned account modal / ban check', () => {
    expect(stepFromRefusal(refused(31003, { baned_time: NOW }), NOW)).toEqual({
      kind: 'dialog',
      dialog: { id: 'banned', unbanAt: NOW + 24 * HOUR },
    });
  });
  it('400601 / 400602: Hong Kong user on another site / non-Hong Kong user on Hong Kong site', () => {
    expect(stepFromRefusal(refused(400601), NOW)).toEqual({
      kind: 'dialog',
      dialog: { id: 'hkUserOnOtherSite' },
    });
    expect(stepFromRefusal(refused(400602), NOW)).toEqual({
      kind: 'dialog',
      dialog: { id: 'nonHkUserOnHkSite' },
    });
  });
  it.each([41102, 41107])('%i: identity verification required, KYC button', (code) => {
    expect(stepFromRefusal(refused(code), NOW)).toEqual({
      kind: 'dialog',
      dialog: { id: 'identityVerification', retCode: code },
    });
  });
  it.each([41103, 41104, 41105, 41106, 41108, 400605, 400606])(
    '%i: generic error dialog',
    (code) => {
      expect(stepFromRefusal(refused(code), NOW)).toEqual({
        kind: 'dialog',
        dialog: { id: 'genericError', retCode: code, message: 'server text' },
      });
    },
  );
  it.each([31002, 40029, 10006, 10016, 30054, -200])(
    '%i: no dialog; the wrapper toasts',
    (code) => {
      expect(stepFromRefusal(refused(code), NOW)).toEqual({ kind: 'refused', retCode: code });
    },
  );
});

describe('IP-limited notice (modal or page): ipLimitedDisplayType, default modal (behaviour §2)', () => {
  const ipLimited = { id: 'ipLimited', ip: '203.0.113.7' } as const;
  it('the IP-limited notice is a page only when the host asks for a page', () => {
    expect(shownAsPage(ipLimited, 'page')).toBe(true);
    expect(shownAsPage(ipLimited, 'modal')).toBe(false);
    expect(shownAsPage(ipLimited, undefined)).toBe(false);
  });
  it('every other notice stays a dialog, the phone-limit one too', () => {
    expect(shownAsPage({ id: 'phoneLimited', ip: '203.0.113.7' }, 'page')).toBe(false);
    expect(shownAsPage({ id: 'banned', unbanAt: NOW }, 'page')).toBe(false);
    expect(shownAsPage({ id: 'unsupportedJurisdiction' }, 'page')).toBe(false);
  });
});
