import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANNED_COUNTRY_CODES } from './constants.js';
import {
  CHINESE_EMAIL_DOMAINS,
  EMAIL_SUGGESTION_HOSTS,
  cleanPhone,
  emailSuggestions,
  isBannedCountry,
  isChineseEmail,
  isPasswordDigest,
  passwordChecklist,
  usernameIsPhone,
  validateAffiliateId,
  validateCountryCode,
  validateEmail,
  validatePassword,
  validatePhone,
  validateReferralCode,
  validateTermsAccepted,
  validateUsername,
  validateVerificationCode,
  validateWaitlistEmail,
} from './rules.js';

const DIGIT_CHARS = [...'0123456789'];
const digit = fc.constantFrom(...DIGIT_CHARS);
const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: digit, minLength, maxLength });
/** Digit strings of the given length range whose first digit is not 0. */
const phoneDigits = (minLength: number, maxLength: number) =>
  fc
    .tuple(fc.constantFrom(...'123456789'), digits(minLength - 1, maxLength - 1))
    .map(([first, rest]) => first + rest);

/** An e-mail of exactly `length` characters: a long local part at example.com. */
const emailOfLength = (length: number) =>
  `${'a'.repeat(length - '@example.com'.length)}@example.com`;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('E-mail (behaviour §5)', () => {
  it('E-mail: required — an empty value gives pleaseEnterEmail', () => {
    expect(validateEmail('')).toBe('pleaseEnterEmail');
  });

  it('E-mail: max 100 chars — exactly 100 characters is valid', () => {
    const email = emailOfLength(100);
    expect(email).toHaveLength(100);
    expect(validateEmail(email)).toBeNull();
  });

  it('E-mail: max 100 chars — 101 characters gives invalidMail', () => {
    const email = emailOfLength(101);
    expect(email).toHaveLength(101);
    expect(validateEmail(email)).toBe('invalidMail');
  });

  it.each(['alice@example.com', 'a.b+tag@mail.example.co.uk', 'X_Y-z@sub-domain.example.org'])(
    'E-mail: standard pattern — %s is valid',
    (email) => {
      expect(validateEmail(email)).toBeNull();
    },
  );

  it.each([
    'plainaddress',
    'alice@',
    '@example.com',
    'alice@example',
    'alice@@example.com',
    'alice @example.com',
    'alice@exa mple.com',
    'alice@-example.com',
    'alice@example-.com',
    'alice@example..com',
    'alice@example.com.',
    'alice@.example.com',
    'alice@example.com\n',
    ' alice@example.com',
  ])('E-mail: standard pattern — %j gives invalidMail', (email) => {
    expect(validateEmail(email)).toBe('invalidMail');
  });
});

describe('Combined username (behaviour §5)', () => {
  it('Combined username: fewer than 3 chars gives invalidEmailOrMobileFormat — 2 chars', () => {
    expect(validateUsername('ab')).toBe('invalidEmailOrMobileFormat');
    expect(validateUsername('12')).toBe('invalidEmailOrMobileFormat');
    expect(validateUsername('01')).toBe('invalidEmailOrMobileFormat');
    expect(validateUsername('')).toBe('invalidEmailOrMobileFormat');
  });

  it('Combined username: 3 chars is past the length rule — 3 digits are judged as a phone', () => {
    expect(validateUsername('123')).toBe('invalidPhone');
    expect(validateUsername('a@b')).toBe('invalidEmailOrMobileFormat');
  });

  it('Combined username: all digits is a phone', () => {
    expect(usernameIsPhone('5551234')).toBe(true);
    expect(usernameIsPhone('555 1234')).toBe(false);
    expect(usernameIsPhone('alice@example.com')).toBe(false);
    expect(usernameIsPhone('')).toBe(false);
  });

  it('Combined username: leading 0 gives invalidMobileRemoveZero', () => {
    expect(validateUsername('0551234')).toBe('invalidMobileRemoveZero');
    expect(validateUsername('000')).toBe('invalidMobileRemoveZero');
  });

  it('Combined username: leading 0 is kept for the one exception area code (allowLeadingZero)', () => {
    expect(validateUsername('0551234', { allowLeadingZero: true })).toBeNull();
    // Still a phone: the 5-12 digit rule applies.
    expect(validateUsername('0123', { allowLeadingZero: true })).toBe('invalidPhone');
    expect(validateUsername('0123456789012', { allowLeadingZero: true })).toBe('invalidPhone');
  });

  it.each([
    ['1234', 'invalidPhone'],
    ['12345', null],
    ['123456789012', null],
    ['1234567890123', 'invalidPhone'],
  ] as const)('Combined username: 5-12 digits else invalidPhone — %s gives %s', (value, key) => {
    expect(validateUsername(value)).toBe(key);
  });

  it('Combined username: otherwise a valid e-mail is accepted', () => {
    expect(validateUsername('alice@example.com')).toBeNull();
  });

  it('Combined username: otherwise a valid e-mail up to 100 chars — 100 chars is valid', () => {
    expect(validateUsername(emailOfLength(100))).toBeNull();
  });

  it('Combined username: otherwise a valid e-mail up to 100 chars — 101 chars gives invalidEmailOrMobileFormat', () => {
    expect(validateUsername(emailOfLength(101))).toBe('invalidEmailOrMobileFormat');
  });

  it.each(['alice', 'alice@', 'alice@example', '+4412345678', '555-1234', '555 1234'])(
    'Combined username: otherwise invalidEmailOrMobileFormat — %j',
    (value) => {
      expect(validateUsername(value)).toBe('invalidEmailOrMobileFormat');
    },
  );

  it('Combined username: any string of 5-12 digits not starting with 0 is a valid username', () => {
    fc.assert(
      fc.property(phoneDigits(5, 12), (value) => {
        expect(validateUsername(value)).toBeNull();
      }),
    );
  });

  it('Combined username: any all-digit string of 3+ chars starting with 0 gives invalidMobileRemoveZero', () => {
    fc.assert(
      fc.property(digits(2, 20), (rest) => {
        expect(validateUsername(`0${rest}`)).toBe('invalidMobileRemoveZero');
      }),
    );
  });
});

describe('Phone (behaviour §5)', () => {
  it('Phone: required — an empty value gives pleaseEnterMobile', () => {
    expect(validatePhone('')).toBe('pleaseEnterMobile');
  });

  it.each([
    ['1234', 'invalidPhone'],
    ['12345', null],
    ['123456789012', null],
    ['1234567890123', 'invalidPhone'],
  ] as const)('Phone: 5-12 digits (invalidPhone) — %s gives %s', (value, key) => {
    expect(validatePhone(value)).toBe(key);
  });

  it.each(['12345a', '+4412345', '555 1234', '(555)1234', '１２３４５'])(
    'Phone: digits only — %j gives invalidPhone',
    (value) => {
      expect(validatePhone(value)).toBe('invalidPhone');
    },
  );

  it('Phone: any string of 5-12 digits not starting with 0 is a valid phone', () => {
    fc.assert(
      fc.property(phoneDigits(5, 12), (value) => {
        expect(validatePhone(value)).toBeNull();
      }),
    );
  });

  it('Phone: any digit string outside 5..12 gives invalidPhone', () => {
    fc.assert(
      fc.property(fc.oneof(digits(1, 4), digits(13, 40)), (value) => {
        expect(validatePhone(value)).toBe('invalidPhone');
      }),
    );
  });
});

describe('Phone cleaning (behaviour §5)', () => {
  it.each([
    ['555 123 4567', '5551234567'],
    ['(555) 123-4567', '555123-4567'],
    ['0044 20 7946 0000', '442079460000'],
    ['(0)20 7946', '207946'],
    ['\t0 0 12345\n', '12345'],
    ['000', ''],
    ['', ''],
    ['12300', '12300'],
  ])('Phone: spaces, parentheses, leading zeros stripped — %j becomes %j', (raw, clean) => {
    expect(cleanPhone(raw)).toBe(clean);
  });

  const phoneLike = fc.string({ unit: fc.constantFrom(...DIGIT_CHARS, ' ', '(', ')', '\t', '0') });
  const anyInput = fc.oneof(phoneLike, fc.string(), fc.string({ unit: 'binary' }));

  it('Phone cleaning is idempotent', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const once = cleanPhone(raw);
        expect(cleanPhone(once)).toBe(once);
      }),
    );
  });

  it('Phone cleaning leaves no spaces, no parentheses and no leading zero', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const clean = cleanPhone(raw);
        expect(clean).not.toMatch(/[\s()]/);
        expect(clean.startsWith('0')).toBe(false);
      }),
    );
  });

  it('Phone cleaning keeps every other digit, in order', () => {
    fc.assert(
      fc.property(phoneLike, (raw) => {
        expect(cleanPhone(raw)).toBe(raw.replace(/\D/g, '').replace(/^0+/, ''));
      }),
    );
  });
});

describe('Country code (behaviour §5)', () => {
  it('Country code required — empty gives pleaseSelectCountryCode', () => {
    expect(validateCountryCode('')).toBe('pleaseSelectCountryCode');
    expect(validateCountryCode('', 'BYBIT')).toBe('pleaseSelectCountryCode');
    expect(validateCountryCode('   ', 'HKG')).toBe('pleaseSelectCountryCode');
  });

  it('Country code required — a selected code is valid', () => {
    expect(validateCountryCode('44')).toBeNull();
    expect(validateCountryCode('44', 'EU')).toBeNull();
  });

  it('Country code required unless Turkish site', () => {
    expect(validateCountryCode('', 'TUR')).toBeNull();
  });
});

describe('Password (behaviour §5)', () => {
  it.each([
    ['Abcdef1', 7, 'invalidPwd'],
    ['Abcdefg1', 8, null],
    [`Ab1${'c'.repeat(27)}`, 30, null],
    [`Ab1${'c'.repeat(28)}`, 31, 'invalidPwd'],
  ] as const)('Password: 8 to 30 chars — %s (%i chars) gives %s', (value, length, key) => {
    expect(value).toHaveLength(length);
    expect(validatePassword(value)).toBe(key);
  });

  it('Password: at least one upper — missing upper gives invalidPwd', () => {
    expect(validatePassword('abcdefg1')).toBe('invalidPwd');
  });

  it('Password: at least one lower — missing lower gives invalidPwd', () => {
    expect(validatePassword('ABCDEFG1')).toBe('invalidPwd');
  });

  it('Password: at least one digit — missing digit gives invalidPwd', () => {
    expect(validatePassword('Abcdefgh')).toBe('invalidPwd');
  });

  it('Password: symbols are allowed alongside upper, lower and digit', () => {
    expect(validatePassword('Ab1!@# $%^')).toBeNull();
  });

  it('Password: checklist tooltip — one line per part of the rule', () => {
    expect(passwordChecklist('')).toEqual({
      length: false,
      upper: false,
      lower: false,
      digit: false,
    });
    expect(passwordChecklist('abc')).toEqual({
      length: false,
      upper: false,
      lower: true,
      digit: false,
    });
    expect(passwordChecklist('ABCDEFGH')).toEqual({
      length: true,
      upper: true,
      lower: false,
      digit: false,
    });
    expect(passwordChecklist('12345678')).toEqual({
      length: true,
      upper: false,
      lower: false,
      digit: true,
    });
    expect(passwordChecklist('Abcdefg1')).toEqual({
      length: true,
      upper: true,
      lower: true,
      digit: true,
    });
    expect(passwordChecklist(`Ab1${'c'.repeat(28)}`).length).toBe(false);
  });

  const passwordish = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({
      unit: fc.constantFrom(...'aZ9b!Y8 c#X7'),
      minLength: 0,
      maxLength: 35,
    }),
  );

  it('Password: validatePassword(x) is null iff every checklist item is true', () => {
    fc.assert(
      fc.property(passwordish, (value) => {
        const all = Object.values(passwordChecklist(value)).every(Boolean);
        expect(validatePassword(value) === null).toBe(all);
      }),
    );
  });

  it('Password: any 8-30 chars with an upper, a lower and a digit is valid', () => {
    const filler = fc.string({ unit: fc.constantFrom(...'abcXYZ0123!?_ '), maxLength: 27 });
    fc.assert(
      fc.property(
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
        digit,
        filler,
        (upper, lower, d, rest) => {
          const value = (upper + lower + d + rest).padEnd(8, 'x');
          expect(validatePassword(value)).toBeNull();
        },
      ),
    );
  });
});

describe('Referral code (behaviour §5)', () => {
  it('Referral code: max 20 — 20 characters is valid', () => {
    expect(validateReferralCode('R'.repeat(20))).toBeNull();
  });

  it('Referral code: max 20 — 21 characters gives invalidReferralCode', () => {
    expect(validateReferralCode('R'.repeat(21))).toBe('invalidReferralCode');
  });

  it('Referral code: optional — empty is valid', () => {
    expect(validateReferralCode('')).toBeNull();
  });
});

describe('Affiliate id (behaviour §5)', () => {
  it('Affiliate id: all digits — digits are valid', () => {
    expect(validateAffiliateId('12345')).toBeNull();
    expect(validateAffiliateId('0')).toBeNull();
  });

  it.each(['', '12a', ' 123', '123 ', '-1', '1.5', '１２'])(
    'Affiliate id: all digits — %j gives invalidAffiliateId',
    (value) => {
      expect(validateAffiliateId(value)).toBe('invalidAffiliateId');
    },
  );
});

describe('Verification code (behaviour §5)', () => {
  it('Code: exactly 6 digits — 6 digits are valid', () => {
    expect(validateVerificationCode('012345')).toBeNull();
  });

  it.each(['', '12345', '1234567', '12345a', '12 345', '１２３４５６'])(
    'Code: exactly 6 digits — %j gives InvalidVerificationCode',
    (value) => {
      expect(validateVerificationCode(value)).toBe('InvalidVerificationCode');
    },
  );

  it('Code: exactly 6 digits — any 6 digits are valid, any other length is not', () => {
    fc.assert(
      fc.property(digits(0, 12), (value) => {
        expect(validateVerificationCode(value) === null).toBe(value.length === 6);
      }),
    );
  });
});

describe('Terms (behaviour §5)', () => {
  it('Terms must be accepted', () => {
    expect(validateTermsAccepted(true)).toBeNull();
    expect(validateTermsAccepted(false)).toBe('pleaseAcceptTerms');
  });
});

describe('Waitlist e-mail (behaviour §5)', () => {
  it('Waitlist e-mail: valid (invalidMail)', () => {
    expect(validateWaitlistEmail('not-an-email')).toBe('invalidMail');
    expect(validateWaitlistEmail('')).toBe('pleaseEnterEmail');
    expect(validateWaitlistEmail('alice@example.com')).toBeNull();
  });

  it.each(CHINESE_EMAIL_DOMAINS.map((domain) => [domain]))(
    'Waitlist e-mail: Chinese e-mail gives regNoticeContent — @%s',
    (domain) => {
      expect(validateWaitlistEmail(`alice@${domain}`)).toBe('regNoticeContent');
    },
  );

  it('Waitlist e-mail: Chinese e-mail gives regNoticeContent — any .cn domain, any case', () => {
    expect(validateWaitlistEmail('alice@example.com.cn')).toBe('regNoticeContent');
    expect(validateWaitlistEmail('alice@QQ.COM')).toBe('regNoticeContent');
  });

  it('Waitlist e-mail: a look-alike domain is not Chinese', () => {
    expect(isChineseEmail('alice@notqq.com')).toBe(false);
    expect(isChineseEmail('alice@qq.com.example.org')).toBe(false);
    expect(isChineseEmail('alice@example.cnn')).toBe(false);
  });
});

describe('Banned countries (behaviour §5, §9)', () => {
  it('Banned country codes: CN, CU, IR, KP, SD, SG, SY, US', () => {
    expect([...BANNED_COUNTRY_CODES].sort()).toEqual(
      ['CN', 'CU', 'IR', 'KP', 'SD', 'SG', 'SY', 'US'].sort(),
    );
  });

  it.each([...BANNED_COUNTRY_CODES])(
    'Registration blocked when selected country is in banned list — %s, any case',
    (code) => {
      expect(isBannedCountry(code)).toBe(true);
      expect(isBannedCountry(code.toLowerCase())).toBe(true);
      expect(isBannedCountry(code[0] + code.slice(1).toLowerCase())).toBe(true);
    },
  );

  it.each(['GB', 'tr', 'HK', 'AE', ''])(
    'Registration is not blocked for a country outside the banned list — %j',
    (code) => {
      expect(isBannedCountry(code)).toBe(false);
    },
  );
});

describe('E-mail suggestions (behaviour §5)', () => {
  it('Suggestions for {host} (5 entries)', () => {
    expect(EMAIL_SUGGESTION_HOSTS).toHaveLength(5);
    expect(new Set(EMAIL_SUGGESTION_HOSTS).size).toBe(5);
    expect(emailSuggestions('alice@')).toEqual(EMAIL_SUGGESTION_HOSTS.map((h) => `alice@${h}`));
  });

  it('Suggestions narrow to the hosts that start with what was typed after the @', () => {
    expect(emailSuggestions('alice@g')).toEqual(['alice@gmail.com']);
    expect(emailSuggestions('alice@HOT')).toEqual(['alice@hotmail.com']);
    expect(emailSuggestions('alice@example')).toEqual([]);
  });

  it('Suggestions: none before the @, none for an empty local part, none once a host is complete', () => {
    expect(emailSuggestions('alice')).toEqual([]);
    expect(emailSuggestions('@gmail')).toEqual([]);
    expect(emailSuggestions('alice@gmail.com')).toEqual([]);
  });
});

describe('Password digest on the wire (docs/engineering.md "Password digest")', () => {
  it('Password digest: 64 lowercase hex characters is a digest', () => {
    expect(isPasswordDigest(sha256('Abcdefg1'))).toBe(true);
  });

  it('Password digest: uppercase hex is refused', () => {
    expect(isPasswordDigest(sha256('Abcdefg1').toUpperCase())).toBe(false);
  });

  it('Password digest: 63 and 65 characters are refused', () => {
    const digest = sha256('Abcdefg1');
    expect(isPasswordDigest(digest.slice(0, 63))).toBe(false);
    expect(isPasswordDigest(`${digest}0`)).toBe(false);
    expect(isPasswordDigest(`${digest}\n`)).toBe(false);
  });

  it('Password digest: non-hex characters and a plaintext password are refused', () => {
    expect(isPasswordDigest('g'.repeat(64))).toBe(false);
    expect(isPasswordDigest('Abcdefg1')).toBe(false);
    expect(isPasswordDigest('')).toBe(false);
  });

  it('Password digest: SHA-256 of the empty string is refused (an empty password must never verify)', () => {
    expect(isPasswordDigest(sha256(''))).toBe(false);
  });

  it('Password digest: any other 64 lowercase hex characters is a digest', () => {
    const hex = fc.string({
      unit: fc.constantFrom(...'0123456789abcdef'),
      minLength: 64,
      maxLength: 64,
    });
    fc.assert(
      fc.property(hex, (value) => {
        expect(isPasswordDigest(value)).toBe(value !== sha256(''));
      }),
    );
  });
});
