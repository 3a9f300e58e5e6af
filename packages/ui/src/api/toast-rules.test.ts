import { describe, expect, it } from 'vitest';
import { TOAST_MS_LONG, TOAST_MS_SHORT } from '@foyer/contract';
import { decideToast, type ToastCircumstances, type Translate } from './toast-rules';

const messages: Record<string, string> = {
  'errors:31002': 'Incorrect password',
  'errors:32001': 'Invalid verification code',
  'errors:100160': 'Session expired',
  'errors:100161': 'QR expired',
  'errors:100162': 'Linking expired',
  'errors:loginErrCloseToLimit': 'Incorrect password. {{count}} attempts left.',
  'common:invalidMail': 'Please enter a valid email address',
};
const translate: Translate = (key, params) =>
  messages[key]?.replace('{{count}}', String(params?.count ?? ''));

function when(overrides: Partial<ToastCircumstances> = {}): ToastCircumstances {
  return {
    context: 'other',
    hideError: false,
    now: 100_000,
    lastShownAt: new Map(),
    translate,
    ...overrides,
  };
}

describe('toasts of behaviour §8', () => {
  it("reads '{code}: {message}' with the translated message, for 2 s", () => {
    expect(decideToast({ retCode: 32001, retMsg: 'bad code' }, when())).toEqual({
      kind: 'error',
      text: '32001: Invalid verification code',
      ms: TOAST_MS_SHORT,
    });
  });

  it('falls back to the server ret_msg for 5 s in the general case', () => {
    expect(decideToast({ retCode: 12345, retMsg: 'Server says no' }, when())).toEqual({
      kind: 'error',
      text: '12345: Server says no',
      ms: TOAST_MS_LONG,
    });
  });

  it('shows 30054 for 5 s', () => {
    expect(decideToast({ retCode: 30054, retMsg: 'x' }, when())?.ms).toBe(TOAST_MS_LONG);
  });

  it('50002 is a toast everywhere but on the OAuth authorize call (behaviour §8)', () => {
    expect(decideToast({ retCode: 50002, retMsg: 'x' }, when())?.text).toBe('50002: x');
    const authorize = when({ context: 'oauthAuthorize' });
    expect(decideToast({ retCode: 50002, retMsg: 'x' }, authorize)).toBeNull();
  });

  it('hideError suppresses toasts', () => {
    expect(decideToast({ retCode: 32001, retMsg: '' }, when({ hideError: true }))).toBeNull();
  });

  it('10006 toast throttled once per 10 s', () => {
    const lastShownAt = new Map([[10006, 95_000]]);
    expect(decideToast({ retCode: 10006, retMsg: 'busy' }, when({ lastShownAt }))).toBeNull();
    const later = when({ lastShownAt, now: 105_000 });
    expect(decideToast({ retCode: 10006, retMsg: 'busy' }, later)?.text).toBe('10006: busy');
  });

  it('10006 shows no toast on register/login paths', () => {
    expect(decideToast({ retCode: 10006, retMsg: 'b' }, when({ context: 'login' }))).toBeNull();
    expect(decideToast({ retCode: 10006, retMsg: 'b' }, when({ context: 'register' }))).toBeNull();
  });

  it('10016 shows the message of 100160 on login/register', () => {
    const decision = decideToast({ retCode: 10016, retMsg: 'x' }, when({ context: 'login' }));
    expect(decision?.text).toBe('10016: Session expired');
  });

  it('10016 shows the message of 100161 on QR generate and of 100162 on a Telegram bind', () => {
    const qr = decideToast({ retCode: 10016, retMsg: 'x' }, when({ context: 'qrGenerate' }));
    expect(qr?.text).toBe('10016: QR expired');
    const bind = decideToast({ retCode: 10016, retMsg: 'x' }, when({ context: 'telegramBind' }));
    expect(bind).toEqual({ kind: 'error', text: '10016: Linking expired', ms: TOAST_MS_SHORT });
  });

  it('10007, 33003, 10009, 10026, 30055 are passed to the caller with no toast', () => {
    for (const retCode of [10009, 10026, 30055, 33003]) {
      expect(decideToast({ retCode, retMsg: 'x' }, when())).toBeNull();
    }
  });

  it('31030 opens the over-limit dialog instead of a toast', () => {
    expect(decideToast({ retCode: 31030, retMsg: 'x' }, when({ context: 'login' }))).toBeNull();
  });

  it('31002 with pass_err_count 3, 4 or 5 warns of 5 minus count attempts left, as a warning toast', () => {
    const answer = { retCode: 31002, retMsg: 'x', result: { pass_err_count: 3 } };
    expect(decideToast(answer, when({ context: 'login' }))).toMatchObject({
      kind: 'warning',
      text: '31002: Incorrect password. 2 attempts left.',
    });
  });

  it('31002 with another pass_err_count is the normal error toast', () => {
    const answer = { retCode: 31002, retMsg: 'x', result: { pass_err_count: 1 } };
    expect(decideToast(answer, when({ context: 'login' }))).toMatchObject({
      kind: 'error',
      text: '31002: Incorrect password',
    });
  });

  it('10004 "field: messageKey" shows the validation message', () => {
    const answer = { retCode: 10004, retMsg: 'email: invalidMail' };
    expect(decideToast(answer, when())?.text).toBe('10004: Please enter a valid email address');
  });
});
