import { describe, expect, it } from 'vitest';
import { oauthRequestFields } from './oauth-request-fields';

describe('oauth_tmp_login_id (behaviour §7): client id or not_found on log-in, third-party log-in, QR generate and register', () => {
  it('names the client on the log-in, third-party log-in, QR generate and sign-up calls', () => {
    const fields = oauthRequestFields('client-1');
    for (const path of [
      '/login',
      '/user/public/login/thirdparty',
      '/v3/public/qrcode/generate',
      '/register/email',
      '/register/mobile',
      '/user/public/register/password',
      '/user/public/register_compliance',
    ])
      expect(fields(path)).toEqual({ oauth_tmp_login_id: 'client-1' });
  });
  it('says not_found when the view names no client', () => {
    expect(oauthRequestFields(null)('/login')).toEqual({ oauth_tmp_login_id: 'not_found' });
    expect(oauthRequestFields('')('/login')).toEqual({ oauth_tmp_login_id: 'not_found' });
  });
  it('adds nothing to any other call', () => {
    const fields = oauthRequestFields('client-1');
    expect(fields('/v3/config/web')).toBeUndefined();
    expect(fields('/verify/register/email')).toBeUndefined();
  });
});
