import { describe, expect, it } from 'vitest';
import { stepOf } from './oauth-page';

describe('the OAuth routes of behaviour §2: /oauth, /oauth-login, /oauth-register, /oauth-authorized', () => {
  it('each path is its step of the view, in any case, with or without a trailing slash', () => {
    expect(stepOf('/oauth')).toBe('entry');
    expect(stepOf('/oauth-login')).toBe('login');
    expect(stepOf('/OAuth-Register/')).toBe('register');
    expect(stepOf('/oauth-authorized')).toBe('authorized');
  });
});
