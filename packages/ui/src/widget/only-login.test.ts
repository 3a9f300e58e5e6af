import { describe, expect, it } from 'vitest';
import { modeShown, onlyLoginFields, withOnlyLogin } from './only-login';

describe('an onlyLogin mode hides registration (behaviour §1)', () => {
  it('no log-in / sign-up toggle in onlyLogin mode; the host’s choice otherwise', () => {
    expect(withOnlyLogin({ onlyLogin: true }).hideToggle).toBe(true);
    expect(withOnlyLogin({ onlyLogin: true, hideToggle: false }).hideToggle).toBe(true);
    expect(withOnlyLogin({}).hideToggle).toBeUndefined();
    expect(withOnlyLogin({ hideToggle: true }).hideToggle).toBe(true);
  });

  it('the register view is refused: asked for, the log-in view shows', () => {
    expect(modeShown('register', true)).toBe('login');
    expect(modeShown('login', true)).toBe('login');
    expect(modeShown('register', undefined)).toBe('register');
  });

  it('a third-party sign-in asks for no account to be made (login_only), the host’s fields kept', () => {
    const host = (path: string) => (path === '/x' ? { a: 1 } : { oauth_tmp_login_id: 't' });
    const fields = onlyLoginFields(host, true)!;
    expect(fields('/user/public/login/thirdparty')).toEqual({
      oauth_tmp_login_id: 't',
      login_only: true,
    });
    expect(fields('/x')).toEqual({ a: 1 });
    expect(onlyLoginFields(undefined, true)!('/login')).toBeUndefined();
    expect(onlyLoginFields(host, false)).toBe(host);
  });
});
