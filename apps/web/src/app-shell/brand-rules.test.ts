import { describe, expect, it } from 'vitest';
import { BRAND_NAME_MAX, brandFrom, homeIn } from './brand-rules';

describe("the frame's brand, set when the app is built (decision 140)", () => {
  it('unset: the reference name, the built-in mark, home the app’s own start page', () => {
    expect(brandFrom({})).toEqual({
      ok: true,
      brand: { name: 'Foyer', logo: undefined, home: '/{lang}/' },
    });
  });

  it("the exchange's name, a logo file of this site and an https home in the page's language", () => {
    const checked = brandFrom({
      VITE_BRAND_NAME: ' Acme Exchange ',
      VITE_BRAND_LOGO: '/brand/acme.svg',
      VITE_HOME_URL: 'https://acme.example/{lang}/',
    });
    expect(checked).toEqual({
      ok: true,
      brand: {
        name: 'Acme Exchange',
        logo: '/brand/acme.svg',
        home: 'https://acme.example/{lang}/',
      },
    });
    if (checked.ok) expect(homeIn(checked.brand, 'ar-SA')).toBe('https://acme.example/ar-SA/');
  });

  it('refuses what would ship a broken frame: a logo the page may not load, a home that is no address, a name too long', () => {
    // The page's policy loads images from its own origin only.
    expect(brandFrom({ VITE_BRAND_LOGO: 'https://cdn.example/logo.svg' }).ok).toBe(false);
    expect(brandFrom({ VITE_BRAND_LOGO: '//cdn.example/logo.svg' }).ok).toBe(false);
    expect(brandFrom({ VITE_HOME_URL: 'javascript:alert(1)' }).ok).toBe(false);
    expect(brandFrom({ VITE_HOME_URL: 'http://acme.example/' }).ok).toBe(false);
    expect(brandFrom({ VITE_HOME_URL: 'http://localhost:8080/' }).ok).toBe(true);
    expect(brandFrom({ VITE_BRAND_NAME: 'x'.repeat(BRAND_NAME_MAX + 1) }).ok).toBe(false);
  });
});
