import { describe, expect, it } from 'vitest';
import { expressPageUrl } from './express-page-url';

describe('/{lang}/fiat/trade/express/home, the promo link: the operator may point it elsewhere', () => {
  it('VITE_EXPRESS_BUY_URL set: the exchange’s own page, in the page’s language', () => {
    expect(expressPageUrl('https://buy.example/{lang}/express', 'ar-SA')).toBe(
      'https://buy.example/ar-SA/express',
    );
  });

  it('unset or not an https address: the reference page stays', () => {
    expect(expressPageUrl(undefined, 'en')).toBeUndefined();
    expect(expressPageUrl('', 'en')).toBeUndefined();
    expect(expressPageUrl('http://buy.example/', 'en')).toBeUndefined();
    expect(expressPageUrl('javascript:alert(1)', 'en')).toBeUndefined();
  });
});
