import { describe, expect, it } from 'vitest';
import { isTrAuthorizedPath } from './tr-authorized-path';

describe('behaviour §2: /tr-authorized is recognised by prefix after the language segment', () => {
  it('itself, in any case, and anything under it', () => {
    expect(isTrAuthorizedPath('/tr-authorized')).toBe(true);
    expect(isTrAuthorizedPath('/TR-Authorized/')).toBe(true);
    expect(isTrAuthorizedPath('/tr-authorized/popup')).toBe(true);
  });

  it('not a longer name', () => {
    expect(isTrAuthorizedPath('/tr-authorizedx')).toBe(false);
    expect(isTrAuthorizedPath('/oauth-authorized')).toBe(false);
  });
});
