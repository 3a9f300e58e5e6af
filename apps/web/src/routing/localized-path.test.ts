import { describe, expect, it } from 'vitest';
import { resolvePostLoginRedirect } from '@foyer/ui';
import { logInAndBack } from './localized-path';

describe('a page that needs a session sends a signed-out visitor to log in, and back after', () => {
  it('log-in carries the page as redirect_url, which the post-login redirect rule follows', () => {
    const path = '/ar-SA/app/user/security?tab=two-factor';
    const login = new URL(logInAndBack('ar-SA', path), 'https://exchange.example');
    expect(login.pathname).toBe('/ar-SA/login');
    const redirectUrl = login.searchParams.get('redirect_url');
    expect(redirectUrl).toBe(path);
    expect(
      resolvePostLoginRedirect({
        redirectUrl,
        origin: 'https://exchange.example',
        fallback: '/ar-SA/dashboard',
      }),
    ).toBe(`https://exchange.example${path}`);
  });
});
