import { describe, expect, it } from 'vitest';
import { expressPageSetting } from './express-page-setting';

describe('VITE_EXPRESS_BUY_URL, the promo link’s express page', () => {
  it('unset, or an https address: the build goes on', () => {
    expect(() => expressPageSetting(undefined)).not.toThrow();
    expect(() => expressPageSetting(' ')).not.toThrow();
    expect(() => expressPageSetting('https://buy.example/{lang}/express')).not.toThrow();
  });

  it('the build refuses an address the page would not follow', () => {
    expect(() => expressPageSetting('http://buy.example/')).toThrow(/not an https address/);
    expect(() => expressPageSetting('buy.example')).toThrow(/not an https address/);
  });
});
