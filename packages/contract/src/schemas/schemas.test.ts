import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { LOGIN_PROTO_VERSION } from '../constants.js';
import {
  findPasswordCodeSchemas,
  findPasswordSchemas,
  loginRequestSchema,
  registerComplianceSchemas,
  registerEmailSchemas,
  registerInfoSchemas,
  registerMobileSchemas,
  sendEmailCodeSchemas,
  sendMobileCodeSchemas,
  thirdPartyLinkSchemas,
  reauthenticationField,
  deleteSubAccountSchemas,
  setSubAccountPasswordSchemas,
  telegramBindSchemas,
} from './index.js';

const digest = createHash('sha256').update('Abcdefg1').digest('hex');

/** The message keys of every issue of a failed parse. */
function messages(result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('Request schemas name the rule that refused a field', () => {
  it('E-mail: a bad e-mail is refused with invalidMail', () => {
    const result = sendEmailCodeSchemas.request.safeParse({ email: 'alice@' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['email'], message: 'invalidMail' }),
    ]);
  });

  it('E-mail: an empty e-mail is refused with pleaseEnterEmail', () => {
    expect(messages(sendEmailCodeSchemas.request.safeParse({ email: '' }))).toEqual([
      'pleaseEnterEmail',
    ]);
  });

  it('Phone: 4 digits are refused with invalidPhone', () => {
    const result = sendMobileCodeSchemas.request.safeParse({ mobile: '1234', country_code: '44' });
    expect(messages(result)).toEqual(['invalidPhone']);
  });

  it('Country code required: a missing code is refused with pleaseSelectCountryCode', () => {
    const result = sendMobileCodeSchemas.request.safeParse({ mobile: '5551234', country_code: '' });
    expect(messages(result)).toEqual(['pleaseSelectCountryCode']);
  });

  it('Password: a plaintext password (not a digest) is refused with invalidPasswordDigest', () => {
    const result = registerEmailSchemas.request.safeParse({
      email: 'alice@example.com',
      emailverify: '123456',
      password: 'Abcdefg1',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: 'invalidPasswordDigest' }),
    ]);
  });

  it('Password: SHA-256 of the empty string is refused with invalidPasswordDigest', () => {
    const empty = createHash('sha256').update('').digest('hex');
    const result = loginRequestSchema.safeParse({ email: 'alice@example.com', password: empty });
    expect(messages(result)).toEqual(['invalidPasswordDigest']);
  });

  it('Code: exactly 6 digits — a 5-digit e-mail code is refused with InvalidVerificationCode', () => {
    const result = registerEmailSchemas.request.safeParse({
      email: 'alice@example.com',
      emailverify: '12345',
      password: digest,
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['emailverify'], message: 'InvalidVerificationCode' }),
    ]);
  });

  it('Code: exactly 6 digits — a 5-digit SMS code is refused with InvalidVerificationCode', () => {
    const result = registerMobileSchemas.request.safeParse({
      mobile: '5551234',
      country_code: '44',
      smsverify: '12345',
      password: digest,
    });
    expect(messages(result)).toEqual(['InvalidVerificationCode']);
  });

  it('Referral code: max 20 — 21 characters are refused with invalidReferralCode', () => {
    const result = registerEmailSchemas.request.safeParse({
      email: 'alice@example.com',
      emailverify: '123456',
      password: digest,
      user_code: 'R'.repeat(21),
    });
    expect(messages(result)).toEqual(['invalidReferralCode']);
  });

  it('a valid registration by e-mail and by mobile is accepted', () => {
    expect(
      registerEmailSchemas.request.safeParse({
        email: 'alice@example.com',
        emailverify: '123456',
        password: digest,
        user_code: 'R'.repeat(20),
      }).success,
    ).toBe(true);
    expect(
      registerMobileSchemas.request.safeParse({
        mobile: '5551234',
        country_code: '44',
        smsverify: '123456',
        password: digest,
      }).success,
    ).toBe(true);
  });
});

describe('Login request', () => {
  it('accepts {email, password} and fills proto_ver', () => {
    const result = loginRequestSchema.safeParse({ email: 'alice@example.com', password: digest });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      email: 'alice@example.com',
      password: digest,
      proto_ver: LOGIN_PROTO_VERSION,
    });
  });

  it('accepts {mobile, country_code, password}', () => {
    const result = loginRequestSchema.safeParse({
      mobile: '5551234',
      country_code: '44',
      password: digest,
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ mobile: '5551234', country_code: '44', password: digest });
  });

  it('refuses a bad e-mail with invalidMail', () => {
    const result = loginRequestSchema.safeParse({ email: 'alice@example', password: digest });
    expect(messages(result)).toEqual(['invalidMail']);
  });

  it('refuses a non-digest password with invalidPasswordDigest', () => {
    const result = loginRequestSchema.safeParse({
      email: 'alice@example.com',
      password: digest.toUpperCase(),
    });
    expect(messages(result)).toEqual(['invalidPasswordDigest']);
  });

  it('refuses a request with neither e-mail nor mobile', () => {
    expect(loginRequestSchema.safeParse({ password: digest }).success).toBe(false);
  });

  it('refuses a mobile without its country code', () => {
    expect(loginRequestSchema.safeParse({ mobile: '5551234', password: digest }).success).toBe(
      false,
    );
  });
});

describe('country_code takes no leading zeros, wherever a call accepts it', () => {
  const phone = { mobile: '7700900123' };
  const code = '123456';
  const password = digest;
  /** Every request that takes a country_code, with the other fields it needs. */
  const callsTakingCountryCode = [
    ['login', loginRequestSchema, { ...phone, password }],
    ['send sign-up code', sendMobileCodeSchemas.request, phone],
    ['register by phone', registerMobileSchemas.request, { ...phone, smsverify: code, password }],
    ['register/info', registerInfoSchemas.request, { ...phone, verify_type: 1 }],
    [
      'register_compliance',
      registerComplianceSchemas.request,
      { ...phone, smsverify: code, password },
    ],
    ['recovery send', findPasswordCodeSchemas.request, phone],
    ['recovery reset', findPasswordSchemas.request, { ...phone, smsverify: code, password }],
  ] as const;

  it.each(callsTakingCountryCode)('%s: "44" is taken', (_name, schema, fields) => {
    expect(schema.safeParse({ ...fields, country_code: '44' }).success).toBe(true);
  });

  it.each(callsTakingCountryCode)(
    '%s: "044" and "0044" are refused with pleaseSelectCountryCode',
    (_name, schema, fields) => {
      for (const padded of ['044', '0044', '0']) {
        const result = schema.safeParse({ ...fields, country_code: padded });
        expect(result.success).toBe(false);
        expect(messages(result)).toContain('pleaseSelectCountryCode');
      }
    },
  );
});

describe('Linking a provider to the signed-in account (decision 069)', () => {
  const request = thirdPartyLinkSchemas.request;

  it('takes a Google, Apple or Turkish id token, with the re-authentication (decision 106)', () => {
    for (const token_type of ['google', 'apple', 'tr']) {
      expect(request.safeParse({ token_type, token: 'a.b.c', reauth: {} }).success).toBe(true);
      expect(request.safeParse({ token_type, token: 'a.b.c' }).success).toBe(false);
    }
  });

  it('refuses Telegram (no id token), an unknown provider, and a missing or empty token', () => {
    for (const body of [
      { token_type: 'telegram', token: '{}' },
      { token_type: 'facebook', token: 'a.b.c' },
      { token_type: 'tr' },
      { token_type: 'tr', token: '' },
      { token_type: 'tr', token: 'x'.repeat(16_385) },
    ]) {
      expect(request.safeParse(body).success).toBe(false);
    }
  });

  it('answers the linked provider', () => {
    expect(thirdPartyLinkSchemas.result.safeParse({ provider: 'tr' }).success).toBe(true);
    expect(thirdPartyLinkSchemas.result.safeParse({}).success).toBe(false);
  });
});

describe('Re-authentication of a signed-in person (decision 106)', () => {
  const digest = 'a'.repeat(64);

  it('carries the password digest, a six-digit code, the authenticator code, or none of them', () => {
    expect(reauthenticationField.safeParse({}).success).toBe(true);
    expect(reauthenticationField.safeParse({ password: digest, google2fa: '123456' }).success).toBe(true); // prettier-ignore
    expect(reauthenticationField.safeParse({ verify_code: '123456' }).success).toBe(true);
    for (const bad of [{ password: 'plain' }, { verify_code: '12345' }, { google2fa: 'abcdef' }]) {
      expect(reauthenticationField.safeParse(bad).success).toBe(false);
    }
  });

  it('deleting a sub-account or setting its password names it by its id, and re-authenticates', () => {
    const reauth = { password: digest };
    expect(deleteSubAccountSchemas.request.safeParse({ id: '123456789', reauth }).success).toBe(true); // prettier-ignore
    expect(deleteSubAccountSchemas.request.safeParse({ id: 'x; drop', reauth }).success).toBe(false); // prettier-ignore
    expect(deleteSubAccountSchemas.request.safeParse({ id: '123456789' }).success).toBe(false);
    const set = setSubAccountPasswordSchemas.request;
    expect(set.safeParse({ id: '123456789', password: digest, reauth }).success).toBe(true);
    expect(set.safeParse({ id: '123456789', password: 'plain', reauth }).success).toBe(false);
  });

  it('binding Telegram re-authenticates, by the Login Widget and from the Mini App', () => {
    const request = telegramBindSchemas.request;
    expect(request.safeParse({ telegram_callback: '{}', reauth: {} }).success).toBe(true);
    expect(request.safeParse({ telegram_callback: '{}' }).success).toBe(false);
    const miniApp = { telegram_callback: 'a=b', telegram_data: 'mini_app' };
    expect(request.safeParse({ ...miniApp, reauth: {} }).success).toBe(true);
    expect(request.safeParse(miniApp).success).toBe(false);
  });
});
