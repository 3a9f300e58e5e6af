/**
 * What /{lang}/telegram-register-login shows for each outcome of the Telegram sign-in
 * (decision 063): a refusal of the Telegram data offers to try Telegram again, with its reason;
 * other refusals say why and offer only the way back to log-in.
 */
import { describe, expect, it } from 'vitest';
import { RET_CODES } from '@foyer/contract';
import { pageStateOf } from './telegram-sign-in-state';

const refused = (retCode: number, reason?: string) =>
  pageStateOf({ kind: 'refused', retCode, reason });

describe('pageStateOf', () => {
  it('a signed-in person goes to the destination of the sign-in', () => {
    expect(pageStateOf({ kind: 'signedIn', newUser: true, destination: '/en/dashboard?newUser=true' })).toEqual({ kind: 'signedIn', destination: '/en/dashboard?newUser=true' }); // prettier-ignore
  });

  it.each(['forged', 'malformed', 'stale', 'future', 'replayed'])(
    'Telegram data refused as %s offers to try again with Telegram, saying why',
    (reason) => {
      expect(refused(RET_CODES.TELEGRAM_AUTH_FAILED.code, reason)).toEqual({ kind: 'retry', reason }); // prettier-ignore
    },
  );

  it('an account that asks for its authenticator code or a security verification is sent to log in with its password', () => {
    expect(pageStateOf({ kind: 'stepNeeded' })).toEqual({
      kind: 'refused',
      refusal: 'needsPassword',
    });
  });

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
