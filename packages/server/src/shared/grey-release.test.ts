import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { GREY_RELEASE_DEFAULT, greyReleaseDigits, inGreyRelease } from './grey-release.js';

describe('grey release by the last digit of the user id (behaviour §6)', () => {
  const digits = greyReleaseDigits(GREY_RELEASE_DEFAULT);

  it('ids ending in 0, 1, 2, 3 or 5 are in it; 4, 6, 7, 8 and 9 are not', () => {
    const inIt = ['100000000', '123456781', '555555552', '987654323', '100000005'];
    const outOfIt = ['100000004', '100000006', '100000007', '100000008', '100000009'];
    expect(inIt.filter((id) => inGreyRelease(id, digits))).toEqual(inIt);
    expect(outOfIt.filter((id) => inGreyRelease(id, digits))).toEqual([]);
  });

  it('GREY_RELEASE_DIGITS takes single digits, each once, or none for nobody; anything else stops start-up', () => {
    expect(greyReleaseDigits(' 7, 7 ,9')).toEqual(['7', '9']);
    expect(inGreyRelease('100000000', greyReleaseDigits('none'))).toBe(false);
    expect(loadConfig({ GREY_RELEASE_DIGITS: 'none' }).greyReleaseDigits).toEqual([]);
    expect(() => loadConfig({ GREY_RELEASE_DIGITS: '10' })).toThrow(/GREY_RELEASE_DIGITS/);
    expect(() => loadConfig({ GREY_RELEASE_DIGITS: 'a' })).toThrow(/not a single digit/);
    expect(loadConfig({}).greyReleaseDigits).toEqual(['0', '1', '2', '3', '5']);
  });
});
