import { describe, expect, it } from 'vitest';
import { BANNED_SUBDIVISION_CODES, isBannedPlace } from './sign-up-restrictions.js';

describe('Banned places (behaviour §9, decision 029)', () => {
  it('Banned country codes: … Ontario — Ontario is the subdivision CA-ON', () => {
    expect(BANNED_SUBDIVISION_CODES).toEqual(['CA-ON']);
    expect(isBannedPlace('CA-ON')).toBe(true);
    expect(isBannedPlace('ca-on')).toBe(true);
  });

  it('the rest of Canada is not banned', () => {
    expect(isBannedPlace('CA')).toBe(false);
    expect(isBannedPlace('CA-QC')).toBe(false);
  });

  it('a subdivision of a banned country is banned with its country', () => {
    expect(isBannedPlace('US-NY')).toBe(true);
    expect(isBannedPlace('US')).toBe(true);
  });

  it('an unknown place is not banned', () => {
    expect(isBannedPlace('')).toBe(false);
    expect(isBannedPlace('GB')).toBe(false);
  });
});
