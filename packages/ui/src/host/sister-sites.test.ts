import { describe, expect, it } from 'vitest';
import { sisterSiteOrigins } from './sister-sites';

describe('sister sites by host label (decision 004)', () => {
  it('the main site names each of its eight sister sites by its label', () => {
    expect(
      sisterSiteOrigins({ protocol: 'https:', hostname: 'exchange.example', port: '' }),
    ).toEqual({
      BYBIT: 'https://exchange.example',
      HKG: 'https://hk.exchange.example',
      TUR: 'https://tr.exchange.example',
      KAZ: 'https://kz.exchange.example',
      EU: 'https://eu.exchange.example',
      NLD: 'https://nl.exchange.example',
      GEO: 'https://ge.exchange.example',
      ARE: 'https://ae.exchange.example',
      IDN: 'https://id.exchange.example',
    });
  });
  it('a regional site drops its own label and keeps the port', () => {
    expect(
      sisterSiteOrigins({ protocol: 'http:', hostname: 'nl.localhost', port: '8080' }),
    ).toMatchObject({
      BYBIT: 'http://localhost:8080',
      HKG: 'http://hk.localhost:8080',
      NLD: 'http://nl.localhost:8080',
      TUR: 'http://tr.localhost:8080',
    });
  });
  it('a page served from an IP address has no sister sites', () => {
    expect(sisterSiteOrigins({ protocol: 'http:', hostname: '127.0.0.1', port: '80' })).toEqual({});
    expect(sisterSiteOrigins({ protocol: 'http:', hostname: '[::1]', port: '' })).toEqual({});
  });
});
