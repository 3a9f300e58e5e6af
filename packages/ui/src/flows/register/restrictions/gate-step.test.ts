import { describe, expect, it } from 'vitest';
import { emptyForm } from '../../shared/credentials-form';
import { gateStep, type GateFacts } from './gate-step';

const facts = (overrides: Partial<GateFacts> = {}): GateFacts => ({
  form: emptyForm({ email: 'ada@example.com' }),
  permission: { reason: 'none', ip: '192.0.2.1', place: 'GB' },
  sendRefusal: null,
  ipBanNoticeDismissed: () => false,
  ...overrides,
});

describe('the sign-up gate decision (behaviour §4 submit order)', () => {
  it('otherwise dialog 1 (the ban-country declaration), then captcha', () => {
    expect(gateStep(facts())).toEqual({ kind: 'declaration' });
  });

  it('stop if … IP ban: dialog 3 with the visitor IP', () => {
    const permission = { reason: 'ipBanned' as const, ip: '198.51.100.7', place: 'GB' };
    expect(gateStep(facts({ permission }))).toEqual({
      kind: 'ipBanned',
      ip: '198.51.100.7',
      quiet: false,
    });
  });

  it('stop if region-ban judgement: the visitor country banned → dialog 2', () => {
    const permission = { reason: 'countryBanned' as const, ip: '203.0.113.5', place: 'CA-ON' };
    expect(gateStep(facts({ permission }))).toEqual({ kind: 'countryBanned', place: 'CA-ON' });
  });

  it('Registration blocked when selected country is in banned list: the phone country → dialog 2', () => {
    const form = emptyForm({ method: 'mobile', country: { iso: 'SG', callingCode: '65' } });
    expect(gateStep(facts({ form }))).toEqual({ kind: 'countryBanned', place: 'SG' });
  });

  it('a phone country outside the list goes on to the declaration', () => {
    const form = emptyForm({ method: 'mobile', country: { iso: 'GB', callingCode: '44' } });
    expect(gateStep(facts({ form }))).toEqual({ kind: 'declaration' });
  });

  it('Chinese e-mail shows dialog 5', () => {
    const form = emptyForm({ email: 'ada@qq.com' });
    expect(gateStep(facts({ form }))).toEqual({ kind: 'chineseEmail' });
  });

  it('the IP ban comes before the Chinese e-mail and the region', () => {
    const form = emptyForm({ email: 'ada@qq.com' });
    const permission = { reason: 'ipBanned' as const, ip: '198.51.100.7', place: 'US' };
    expect(gateStep(facts({ form, permission })).kind).toBe('ipBanned');
  });

  it('3 and 4 follow-ups after the verification is sent: a 31018 send answer → dialog 3', () => {
    const sendRefusal = { retCode: 31018, ip: '198.51.100.9' };
    expect(gateStep(facts({ sendRefusal }))).toMatchObject({
      kind: 'ipBanned',
      ip: '198.51.100.9',
    });
  });

  it('a 43001 send answer (e.g. an Ontario phone number) → dialog 2 with its place', () => {
    const sendRefusal = { retCode: 43001, place: 'CA-ON' };
    expect(gateStep(facts({ sendRefusal }))).toEqual({ kind: 'countryBanned', place: 'CA-ON' });
  });

  it("IP-ban dialog: optional tip checkbox ('next time') — a dismissed notice is quiet", () => {
    const permission = { reason: 'ipBanned' as const, ip: '198.51.100.7', place: '' };
    const step = gateStep(
      facts({ permission, ipBanNoticeDismissed: (ip) => ip === '198.51.100.7' }),
    );
    expect(step).toMatchObject({ kind: 'ipBanned', quiet: true });
  });

  it('the permission check unknown: the server still enforces; the declaration shows', () => {
    expect(gateStep(facts({ permission: null }))).toEqual({ kind: 'declaration' });
  });
});
