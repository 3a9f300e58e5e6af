import { describe, expect, it } from 'vitest';
import { identityProviderUrl } from './identity-provider';

describe('identity verification: "Start verification" opens the configured provider', () => {
  it('fills the language placeholder of an https address', () => {
    expect(identityProviderUrl('https://kyc.example/start?lang={lang}', 'pt-BR')).toBe(
      'https://kyc.example/start?lang=pt-BR',
    );
  });

  it('takes http only on a loopback host', () => {
    expect(identityProviderUrl('http://kyc.localhost:9000/', 'en')).toBe(
      'http://kyc.localhost:9000/',
    );
    expect(identityProviderUrl('http://kyc.example/', 'en')).toBeUndefined();
  });

  it('counts unset, malformed and script addresses as no provider', () => {
    expect(identityProviderUrl(undefined, 'en')).toBeUndefined();
    expect(identityProviderUrl('', 'en')).toBeUndefined();
    expect(identityProviderUrl('kyc.example', 'en')).toBeUndefined();
    expect(identityProviderUrl('javascript:alert(1)', 'en')).toBeUndefined();
  });
});
