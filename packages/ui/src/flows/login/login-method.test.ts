import { describe, expect, it } from 'vitest';
import { initialLoginMethod, visibleMethods } from './login-method';

describe('the last chosen tab is remembered in local storage', () => {
  it('opens on the stored tab', () => {
    expect(initialLoginMethod('mobile', {})).toBe('mobile');
  });
  it('falls back to email if the stored tab is hidden', () => {
    expect(initialLoginMethod('mobile', { hidePhoneTab: true })).toBe('email');
    expect(initialLoginMethod('qrcode', {})).toBe('email');
    expect(initialLoginMethod(null, {})).toBe('email');
  });
  it('opens on mobile when the e-mail tab is hidden', () => {
    expect(initialLoginMethod('email', { hideEmailTab: true })).toBe('mobile');
    expect(visibleMethods({ hideEmailTab: true })).toEqual(['mobile']);
  });
});
