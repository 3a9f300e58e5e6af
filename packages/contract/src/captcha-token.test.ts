import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCaptchaToken, encodeCaptchaToken } from './captcha-token.js';
import type { PowChallenge } from './schemas/captcha.js';

const challenge: PowChallenge = {
  parameters: {
    algorithm: 'SHA-256',
    cost: 1,
    keyPrefix: 'ab12',
    nonce: 'n',
    salt: 's',
    data: { scene: 31000, exp: 1_700_000_000_000, note: 'é ✓' },
  },
  signature: 'f'.repeat(64),
};

describe('Captcha token (magpie_verify_info.token)', () => {
  it('is base64url of {challenge, solution} and decodes to the same', () => {
    const token = encodeCaptchaToken(challenge, { counter: 42, derivedKey: 'ab12cd' });
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCaptchaToken(token)).toEqual({
      challenge,
      solution: { counter: 42, derivedKey: 'ab12cd' },
    });
  });

  it('round-trips any counter and key', () => {
    fc.assert(
      fc.property(fc.nat(), fc.string(), (counter, derivedKey) => {
        const decoded = decodeCaptchaToken(encodeCaptchaToken(challenge, { counter, derivedKey }));
        expect(decoded).toMatchObject({ solution: { counter, derivedKey } });
      }),
    );
  });

  it.each(['', 'not base64!', '%%%', 'e30', '_-_-'])(
    'a token that is not base64url JSON (%s) reads as nothing or as plain JSON',
    (token) => {
      const decoded = decodeCaptchaToken(token);
      if (token === 'e30') expect(decoded).toEqual({});
      else expect(decoded).toBeUndefined();
    },
  );
});
