import { describe, expect, it } from 'vitest';
import { passwordDigest } from './password-digest';

describe('password sent as SHA-256 hash', () => {
  it('is the lowercase hex SHA-256 of the UTF-8 password', () => {
    expect(passwordDigest('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('normalises to NFC first, so composed and decomposed forms agree', () => {
    expect(passwordDigest('Cafe\u0301Pass1')).toBe(passwordDigest('Caf\u00e9Pass1'));
  });
});
