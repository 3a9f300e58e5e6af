import { describe, expect, it } from 'vitest';
import { identityProviderSetting } from './identity-provider-setting';

describe('VITE_IDENTITY_VERIFICATION_URL, the identity page’s provider', () => {
  it('unset, or an https address: the build goes on', () => {
    expect(() => identityProviderSetting(undefined)).not.toThrow();
    expect(() => identityProviderSetting(' ')).not.toThrow();
    expect(() => identityProviderSetting('https://kyc.example/{lang}/start')).not.toThrow();
  });

  it('the build refuses an address the page would not follow', () => {
    expect(() => identityProviderSetting('http://kyc.example/')).toThrow(/not an https address/);
    expect(() => identityProviderSetting('kyc.example')).toThrow(/not an https address/);
  });
});
