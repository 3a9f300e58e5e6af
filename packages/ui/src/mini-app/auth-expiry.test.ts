import { describe, expect, it } from 'vitest';
import type { LoginStep } from '../flows/login/login-answer';
import { opensAuthExpiredDialog } from './auth-expiry';

const refused = (retCode: number): LoginStep => ({ kind: 'refused', retCode });

describe('behaviour §8 40004: "mini-app auth expired with close-app button; passed silently in special mode"', () => {
  it('a Mini App sign-in whose launch data expired opens the close-app dialog', () => {
    expect(opensAuthExpiredDialog(refused(40004), undefined)).toBe(true);
    expect(opensAuthExpiredDialog(refused(40004), false)).toBe(true);
  });

  it('in the special mode, the OAuth-embedded view, 40004 passes silently (decision 152)', () => {
    expect(opensAuthExpiredDialog(refused(40004), true)).toBe(false);
  });

  it('another refusal, or no answer yet, opens no close-app dialog', () => {
    expect(opensAuthExpiredDialog(refused(31002), undefined)).toBe(false);
    expect(opensAuthExpiredDialog(null, undefined)).toBe(false);
  });
});
