import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from './base32.js';
import { hotp, matchingStep, stepIsFresh, stepOf, totpAt } from './totp.js';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890".
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238: 30 s step, six digits, SHA-1, ±1 step window)', () => {
  it.each(RFC_VECTORS)('RFC 6238 test vector at T=%i s gives %s (8 digits)', (seconds, code) => {
    expect(totpAt(RFC_SEED, seconds * 1000, 8)).toBe(code);
  });

  it.each(RFC_VECTORS)('six digits are the last six of the RFC vector at T=%i s', (s, code) => {
    expect(totpAt(RFC_SEED, s * 1000)).toBe(code.slice(2));
  });

  it('RFC 4226 appendix D HOTP values for counters 0 and 9', () => {
    expect(hotp(RFC_SEED, 0)).toBe('755224');
    expect(hotp(RFC_SEED, 9)).toBe('520489');
  });

  it('the step is the 30-second interval since the epoch', () => {
    expect(stepOf(0)).toBe(0);
    expect(stepOf(29_999)).toBe(0);
    expect(stepOf(30_000)).toBe(1);
  });

  it('a code is accepted one step either side of now, not two', () => {
    const now = 1_700_000_000_000;
    const at = (offsetSteps: number) => totpAt(RFC_SEED, now + offsetSteps * 30_000);
    expect(matchingStep(RFC_SEED, at(0), now)).toBe(stepOf(now));
    expect(matchingStep(RFC_SEED, at(-1), now)).toBe(stepOf(now) - 1);
    expect(matchingStep(RFC_SEED, at(1), now)).toBe(stepOf(now) + 1);
    expect(matchingStep(RFC_SEED, at(-2), now)).toBeNull();
    expect(matchingStep(RFC_SEED, at(2), now)).toBeNull();
  });

  it('anything but six digits never matches', () => {
    const now = 1_700_000_000_000;
    const code = totpAt(RFC_SEED, now);
    expect(matchingStep(RFC_SEED, `${code}0`, now)).toBeNull();
    expect(matchingStep(RFC_SEED, code.slice(1), now)).toBeNull();
    expect(matchingStep(RFC_SEED, 'abcdef', now)).toBeNull();
  });

  it('each code is accepted once: a step at or before the last used one is refused', () => {
    expect(stepIsFresh(100, null)).toBe(true);
    expect(stepIsFresh(101, 100)).toBe(true);
    expect(stepIsFresh(100, 100)).toBe(false);
    expect(stepIsFresh(99, 100)).toBe(false);
  });
});

describe('base32 (RFC 4648) for the otpauth secret', () => {
  it('RFC 4648 §10 vectors, without padding', () => {
    const cases: [string, string][] = [
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [plain, encoded] of cases) {
      expect(base32Encode(Buffer.from(plain))).toBe(encoded);
      expect(base32Decode(encoded).toString()).toBe(plain);
    }
  });

  it('decoding ignores case, spaces and padding, and refuses other characters', () => {
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(() => base32Decode('MZ1')).toThrow();
  });
});
