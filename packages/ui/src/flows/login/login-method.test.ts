import { describe, expect, it } from 'vitest';
import {
  initialLoginMethod,
  initialLoginTab,
  qrTabAllowed,
  visibleLoginTabs,
  visibleMethods,
  type QrTabFacts,
} from './login-method';

describe('the last chosen tab is remembered in local storage', () => {
  it('opens on the stored tab', () => {
    expect(initialLoginMethod('mobile', {})).toBe('mobile');
    expect(initialLoginTab('qrcode', { qrAllowed: true })).toBe('qrcode');
  });
  it('falls back to email if the stored tab is hidden', () => {
    expect(initialLoginMethod('mobile', { hidePhoneTab: true })).toBe('email');
    expect(initialLoginMethod(null, {})).toBe('email');
  });
  it('falls back to email if qrcode is stored but not allowed', () => {
    expect(initialLoginTab('qrcode', {})).toBe('email');
    expect(initialLoginTab('qrcode', { qrAllowed: false })).toBe('email');
    expect(initialLoginMethod('qrcode', {})).toBe('email');
  });
  it('opens on mobile when the e-mail tab is hidden', () => {
    expect(initialLoginMethod('email', { hideEmailTab: true })).toBe('mobile');
    expect(visibleMethods({ hideEmailTab: true })).toEqual(['mobile']);
  });
  it('under the QR tab the credential form still starts on a shown method', () => {
    expect(initialLoginMethod('qrcode', { qrAllowed: true })).toBe('email');
    expect(initialLoginMethod('qrcode', { qrAllowed: true, hideEmailTab: true })).toBe('mobile');
  });
});

describe('tabs: email, mobile, qrcode', () => {
  it('shows the QR tab last, only when allowed', () => {
    expect(visibleLoginTabs({ qrAllowed: true })).toEqual(['email', 'mobile', 'qrcode']);
    expect(visibleLoginTabs({})).toEqual(['email', 'mobile']);
    expect(visibleLoginTabs({ qrAllowed: true, hidePhoneTab: true })).toEqual(['email', 'qrcode']);
  });
});

describe('the QR tab shows only when not OAuth, not the Turkey site, not in-app, not hidden by compliance', () => {
  const main: QrTabFacts = { site: 'BYBIT', oauth: false, inApp: false, hiddenByCompliance: false };
  it('shows on the main site otherwise', () => {
    expect(qrTabAllowed(main)).toBe(true);
    expect(qrTabAllowed({ ...main, site: 'EU' })).toBe(true);
  });
  it('each condition alone hides it', () => {
    expect(qrTabAllowed({ ...main, site: 'TUR' })).toBe(false);
    expect(qrTabAllowed({ ...main, oauth: true })).toBe(false);
    expect(qrTabAllowed({ ...main, inApp: true })).toBe(false);
    expect(qrTabAllowed({ ...main, hiddenByCompliance: true })).toBe(false);
  });
  it('a touch-only device (a phone, a tablet) is not offered a code to scan on its own screen (decision 139)', () => {
    expect(qrTabAllowed({ ...main, touchOnly: true })).toBe(false);
    expect(qrTabAllowed({ ...main, touchOnly: false })).toBe(true);
  });
});
