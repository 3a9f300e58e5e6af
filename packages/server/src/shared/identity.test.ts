import { describe, expect, it } from 'vitest';
import {
  deliveryAddress,
  emailIdentity,
  identityKey,
  mobileIdentity,
  regionOfMobile,
} from './identity.js';

describe('identity: one normal form per person', () => {
  it('e-mail is compared case-insensitively', () => {
    expect(identityKey(emailIdentity('Ann.Lee@Example.COM'))).toBe('ann.lee@example.com');
  });

  it("a mobile's key is '+cc national-number'; a UK trunk 0 is dropped, an Italian 0 kept", () => {
    expect(identityKey(mobileIdentity('44', '07700900123'))).toBe('+44 7700900123');
    expect(identityKey(mobileIdentity('44', '7700900123'))).toBe('+44 7700900123');
    expect(identityKey(mobileIdentity('39', '0612345678'))).toBe('+39 0612345678');
  });

  it('SMS goes to the E.164 number', () => {
    expect(deliveryAddress(mobileIdentity('44', '07700900123'))).toBe('+447700900123');
  });

  it('the region of a valid number is known, else empty', () => {
    expect(regionOfMobile(mobileIdentity('39', '0612345678'))).toBe('IT');
    expect(regionOfMobile(emailIdentity('a@b.co'))).toBe('');
  });
});
