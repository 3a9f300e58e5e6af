import { describe, expect, it } from 'vitest';
import {
  ALL_RET_CODES,
  RET_CODES,
  SPEC_RET_CODE_ROWS,
  retCodeRow,
  type DialogId,
} from './codes.js';
import { TOAST_MS_LONG, TOAST_MS_SHORT, TOAST_THROTTLE_10006_MS } from './constants.js';

/** Every code named in behaviour §8 (the success line and the table), copied from its table. */
const SPEC_8_CODES = [
  0, 10007, 10006, 10016, 50002, 40029, 30054, 31002, 31030, 31018, 31020, 31003, 50101, 41007,
  400601, 400602, 41102, 41107, 41103, 41104, 41105, 41106, 41108, 400605, 400606, 40004, 400607,
  20100, 20035, 10002, 610017, 610016, 33003, 10009, 10026, 30055, 100001, 410008, 10001, 60204,
  60205, -200,
];

const row = (code: number) => {
  const found = retCodeRow(code);
  if (!found) throw new Error(`no row for ret_code ${code}`);
  return found;
};

describe('The ret_code table (behaviour §8)', () => {
  it.each(SPEC_8_CODES)('ret_code %i of behaviour §8 is a row of ALL_RET_CODES', (code) => {
    expect(ALL_RET_CODES.find((r) => r.code === code)).toBeDefined();
    expect(SPEC_RET_CODE_ROWS.find((r) => r.code === code)).toBeDefined();
  });

  it('every row of the spec table is a code behaviour §8 names', () => {
    const specRows = SPEC_RET_CODE_ROWS.map((r) => r.code);
    expect(specRows.sort((a, b) => a - b)).toEqual([...SPEC_8_CODES].sort((a, b) => a - b));
  });

  it('codes are unique: no two rows share a ret_code', () => {
    const rows = Object.values(RET_CODES);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    // ALL_RET_CODES is keyed by code, so a duplicate would silently drop a row.
    expect(ALL_RET_CODES).toHaveLength(rows.length);
  });

  it("names are unique: no name of the server's own codes hides a code of behaviour §8", () => {
    const specNames = Object.keys(RET_CODES).filter((name) =>
      SPEC_RET_CODE_ROWS.includes(RET_CODES[name as keyof typeof RET_CODES]),
    );
    expect(specNames).toHaveLength(SPEC_RET_CODE_ROWS.length);
  });

  it('a code behaviour §8 does not name has no row', () => {
    expect(retCodeRow(123456)).toBeUndefined();
    expect(retCodeRow(100160)).toBeUndefined();
  });
});

describe('Behaviour per code (behaviour §8)', () => {
  it('Success is ret_code 0 (10007 also success-like)', () => {
    expect(row(0).ui).toEqual({ kind: 'success' });
    expect(row(10007).ui).toEqual({ kind: 'success' });
  });

  it('10006: toast throttled once per 10 s', () => {
    expect(row(10006).ui.kind).toBe('toast');
    expect(row(10006).throttleMs).toBe(10_000);
    expect(TOAST_THROTTLE_10006_MS).toBe(10_000);
  });

  it('10006: not on register/login paths; shown for first QR generate', () => {
    expect(row(10006).silentIn).toEqual(expect.arrayContaining(['login', 'register']));
    expect(row(10006).silentIn).not.toContain('qrGenerate');
  });

  it('10016: toast code 100160 on login/register, 100161 QR, 100162 Telegram bind', () => {
    expect(row(10016).toastAs).toEqual({
      login: 100160,
      register: 100160,
      qrGenerate: 100161,
      telegramBind: 100162,
    });
  });

  it('50002: toast except OAuth authorize', () => {
    expect(row(50002).ui.kind).toBe('toast');
    expect(row(50002).silentIn).toEqual(['oauthAuthorize']);
  });

  it("40029: toast 'This account has been terminated.'", () => {
    expect(row(40029).ui.kind).toBe('toast');
  });

  it('30054: 5 s toast', () => {
    expect(row(30054).ui).toEqual({ kind: 'toast', ms: 5000 });
    expect(TOAST_MS_LONG).toBe(5000);
  });

  it('20100: Chinese e-mail Google register: toast with code and chineseEmailGoogleRegisterErr, 2 s', () => {
    expect(RET_CODES.CHINESE_EMAIL_GOOGLE_REGISTER).toBe(row(20100));
    expect(row(20100)).toMatchObject({ ui: { kind: 'toast', ms: 2000 } });
    expect(TOAST_MS_SHORT).toBe(2000);
  });

  it('20035: on unbind-google-2fa/send-code-to-email becomes 35300', () => {
    expect(row(20035).becomesIn).toEqual({ unbind2faSendCode: 35300 });
  });

  it.each([
    [31030, 'overLimit'],
    [31018, 'ipLimited'],
    [31020, 'phoneLimited'],
    [31003, 'banned'],
    [50101, 'creatingAccount'],
    [41007, 'unsupportedJurisdiction'],
    [400601, 'hkUserOnOtherSite'],
    [400602, 'nonHkUserOnHkSite'],
    [41102, 'identityVerification'],
    [41107, 'identityVerification'],
    [41103, 'genericError'],
    [41104, 'genericError'],
    [41105, 'genericError'],
    [41106, 'genericError'],
    [41108, 'genericError'],
    [400605, 'genericError'],
    [400606, 'genericError'],
    [40004, 'miniAppAuthExpired'],
  ] as const)('%i opens the %s dialog', (code, dialog: DialogId) => {
    expect(row(code).ui).toEqual({ kind: 'dialog', dialog });
  });

  it('31030: too many password errors, over-limit dialog', () => {
    expect(row(31030).ui).toEqual({ kind: 'dialog', dialog: 'overLimit' });
  });

  it.each([33003, 10009, 10026, 30055])('%i: passed to caller, no toast', (code) => {
    expect(row(code).ui).toEqual({ kind: 'passThrough' });
  });

  it.each([10002, 610017])('%i: affiliate anonymity: data passed silently', (code) => {
    expect(row(code).silentIn).toContain('affiliateAnonymity');
  });

  it('610016 on open-info: passed silently', () => {
    expect(row(610016).silentIn).toContain('affiliateOpenInfo');
  });

  it.each([100001, 410008, 10001, 60204, 60205, -200, 31002])('%i shows a toast', (code) => {
    expect(row(code).ui.kind).toBe('toast');
  });
});
