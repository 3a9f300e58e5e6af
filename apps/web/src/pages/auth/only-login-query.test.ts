import { describe, expect, it } from 'vitest';
import { onlyLoginAsked } from './only-login-query';

describe('the onlyLogin mode (behaviour §1 "An onlyLogin mode hides registration") from the query', () => {
  it('onlyLogin=true asks for it; anything else does not', () => {
    expect(onlyLoginAsked('?onlyLogin=true')).toBe(true);
    expect(onlyLoginAsked('?ref=ab12&onlyLogin=true')).toBe(true);
    expect(onlyLoginAsked('?onlyLogin=1')).toBe(false);
    expect(onlyLoginAsked('?onlylogin=true')).toBe(false);
    expect(onlyLoginAsked('')).toBe(false);
  });
});
