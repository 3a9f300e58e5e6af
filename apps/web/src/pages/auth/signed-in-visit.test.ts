import { describe, expect, it } from 'vitest';
import { signedInDestination } from './signed-in-visit';

const at = (url: string, referrer = '') => signedInDestination('en', new URL(url), referrer);

describe('a signed-in visit to log-in or sign-up goes to the destination, not an empty form', () => {
  it('to the page the visitor was going to: redirect_url, by the post-login redirect rule', () => {
    expect(at('https://exchange.example/en/login?redirect_url=%2Fen%2Fapp%2Fuser%2Fsecurity')).toBe(
      '/en/app/user/security',
    );
  });

  it('otherwise the default page, the dashboard', () => {
    expect(at('https://exchange.example/en/register')).toBe('/en/dashboard');
  });

  it('a redirect_url that leads back to an auth page is blanked: the default page', () => {
    expect(at('https://exchange.example/en/login?redirect_url=%2Fen%2Fregister')).toBe(
      '/en/dashboard',
    );
  });

  it('a redirect_url that does not decode to itself, or leaves the origin, is not followed', () => {
    expect(
      at('https://exchange.example/en/login?redirect_url=%252Fen%252Fapp%252Fuser%252Fsecurity'),
    ).toBe('/en/dashboard');
    expect(at('https://exchange.example/en/login?redirect_url=https%3A%2F%2Fevil.example%2F')).toBe(
      '/en/dashboard',
    );
  });

  it('the EU site, or guide_complete_kyc, goes to identity verification whatever else applies', () => {
    expect(at('https://eu.exchange.example/en/login?redirect_url=%2Fen%2Fdashboard')).toBe(
      '/user/accounts/auth/personal',
    );
    expect(at('https://exchange.example/en/login?guide_complete_kyc=1')).toBe(
      '/user/accounts/auth/personal',
    );
  });
});
