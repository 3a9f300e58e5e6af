/**
 * Where the visitor comes from (behaviour §3 from, g, location_link, url; docs/decisions/147):
 * location_link is the referrer or the current URL, and no address leaves with its query or
 * fragment.
 */
import { describe, expect, it } from 'vitest';
import { pageAddress, visitFields } from './visit-fields';

describe('the visit fields', () => {
  it('location_link is the referrer, url the page, both without query or fragment; from and g the query tags', () => {
    const page = {
      href: 'https://exchange.example.com/en/register?from=newsletter&g=spring&email=a%40b.c#x',
      referrer: 'https://news.example.org/post?id=1',
    };
    expect(visitFields(page)).toEqual({
      from: 'newsletter',
      g: 'spring',
      location_link: 'https://news.example.org/post',
      url: 'https://exchange.example.com/en/register',
    });
  });

  it('location_link falls back to the current URL without a referrer', () => {
    const page = { href: 'https://exchange.example.com/en/register', referrer: '' };
    expect(visitFields(page)).toEqual({
      location_link: 'https://exchange.example.com/en/register',
      url: 'https://exchange.example.com/en/register',
    });
  });

  it('a tag the server would refuse is not sent; neither is an address that is not http(s)', () => {
    const page = {
      href: 'https://exchange.example.com/?from=a%20b&g=' + 'x'.repeat(65),
      referrer: 'android-app://com.example',
    };
    expect(visitFields(page)).toEqual({
      location_link: 'https://exchange.example.com/',
      url: 'https://exchange.example.com/',
    });
    expect(pageAddress('javascript:alert(1)')).toBeUndefined();
  });
});
