/**
 * What /{lang}/telegram-register-login shows for each outcome of the Telegram sign-in
 * (decision 063): a refusal of the Telegram data offers to try Telegram again, with its reason;
 * other refusals say why and offer only the way back to log-in.
 */
import { describe, expect, it } from 'vitest';
import { RET_CODES } from '@foyer/contract';
import { pageStateOf, telegramNameOf } from './telegram-sign-in-state';

const refused = (retCode: number, reason?: string) =>
  pageStateOf({ kind: 'refused', retCode, reason });

describe('pageStateOf', () => {
  it('an answer, with or without a further step, goes to the log-in flow', () => {
    const answer = {
      token: '{"id":"1"}',
      outcome: {
        ok: true as const,
        result: { google2fa_secret: true },
        envelope: { ret_code: 0, ret_msg: 'OK' },
      },
    };
    expect(pageStateOf({ kind: 'answered', answer })).toEqual({ kind: 'answered', answer });
  });

  it.each(['forged', 'malformed', 'stale', 'future', 'replayed'])(
    'Telegram data refused as %s offers to try again with Telegram, saying why',
    (reason) => {
      expect(refused(RET_CODES.TELEGRAM_AUTH_FAILED.code, reason)).toEqual({ kind: 'retry', reason }); // prettier-ignore
    },
  );

  it('400607 "retry Telegram callback", or a reason we do not know, offers to try again', () => {
    expect(refused(RET_CODES.RETRY_TELEGRAM_CALLBACK.code)).toEqual({ kind: 'retry', reason: 'other' }); // prettier-ignore
    expect(refused(RET_CODES.TELEGRAM_AUTH_FAILED.code, 'новое')).toEqual({ kind: 'retry', reason: 'other' }); // prettier-ignore
  });

  it.each([
    [RET_CODES.IP_LIMITED.code, 'ipLimited'],
    [RET_CODES.SIGN_UP_COUNTRY_BANNED.code, 'countryLimited'],
    [RET_CODES.ACCOUNT_BANNED.code, 'accountRestricted'],
    [RET_CODES.THIRD_PARTY_NOT_CONFIGURED.code, 'unavailable'],
    [RET_CODES.REFERRAL_CODE_UNKNOWN.code, 'referral'],
    [RET_CODES.CAPTCHA_UNAVAILABLE.code, 'failed'],
    [-200, 'failed'],
  ])('ret_code %i is refused as %s, with no retry', (retCode, refusal) => {
    expect(refused(retCode)).toEqual({ kind: 'refused', refusal });
  });
});

describe('telegramNameOf: the quick log-in says who is logging in', () => {
  it('names and username, as Telegram sent them', () => {
    expect(telegramNameOf(JSON.stringify({ id: '1', first_name: 'Grace', last_name: 'Hopper', username: 'grace' }))).toBe('Grace Hopper (@grace)'); // prettier-ignore
    expect(telegramNameOf(JSON.stringify({ id: '1', username: 'grace' }))).toBe('@grace');
    expect(telegramNameOf(JSON.stringify({ id: '1', first_name: 'Grace' }))).toBe('Grace');
  });
  it('nothing readable: no name', () => {
    expect(telegramNameOf('not json')).toBe('');
    expect(telegramNameOf('null')).toBe('');
    expect(telegramNameOf(JSON.stringify({ id: '1', first_name: 7 }))).toBe('');
  });
});
