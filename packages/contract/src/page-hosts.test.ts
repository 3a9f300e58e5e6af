import { describe, expect, it } from 'vitest';
import {
  REGULATED_SUFFIXES,
  environmentFromHost,
  serviceHostsOf,
  siteDomainOf,
} from './page-hosts.js';
import { SITES } from './sites.js';

const https = (hostname: string, port = '') => ({ protocol: 'https:', hostname, port });

describe('environment is derived from the page host', () => {
  it("testnet is recognised by a 'testnet' label, in any case", () => {
    for (const host of [
      'testnet.example.com',
      'api-testnet.example.com',
      'WWW.TESTNET.Example.NL.',
    ]) {
      expect(environmentFromHost(host), host).toBe('testnet');
    }
  });
  it('a public host is production, with or without the trailing dot', () => {
    for (const host of ['www.example.com', 'example.co.uk', 'Example.COM.', 'xn--80ak6aa92e.com']) {
      expect(environmentFromHost(host), host).toBe('production');
    }
  });
  it('localhost, IP addresses and local names are other', () => {
    const local = ['localhost', 'localhost.', '127.0.0.1', '10.0.0.1.', '[::1]', 'box.local'];
    for (const host of [...local, 'intranet', 'app.test', 'api.internal', 'a.localhost']) {
      expect(environmentFromHost(host), host).toBe('other');
    }
  });
});

describe('regulated domain suffixes recognised: hk, ae, nl, uk, us, jp, fr, de, au, ca, br, in, ru and others', () => {
  it('holds the listed suffixes and, for "and others", every regional site\'s top-level domain', () => {
    const listed = ['hk', 'ae', 'nl', 'uk', 'us', 'jp', 'fr', 'de', 'au', 'ca', 'br', 'in', 'ru'];
    const siteLabels = Object.values(SITES).flatMap((site) => site.hostLabels);
    for (const suffix of [...listed, ...siteLabels]) {
      expect(REGULATED_SUFFIXES.has(suffix), suffix).toBe(true);
    }
  });

  it('a page under a second-level form belongs to the name registered under it', () => {
    const cases: Array<[string, string]> = [
      ['www.bybit.com.hk', 'bybit.com.hk'],
      ['app.example.co.uk', 'example.co.uk'],
      ['testnet.example.nl', 'example.nl'],
      ['www.exchange.com.au', 'exchange.com.au'],
      ['login.exchange.com.br', 'exchange.com.br'],
      ['a.b.exchange.co.jp', 'exchange.co.jp'],
      ['exchange.co.in', 'exchange.co.in'],
      ['www.exchange.com.ru', 'exchange.com.ru'],
      ['www.exchange.com.tr', 'exchange.com.tr'],
      ['app.exchange.co.id', 'exchange.co.id'],
      ['www.exchange.co.ae', 'exchange.co.ae'],
    ];
    for (const [host, site] of cases) expect(siteDomainOf(host), host).toBe(site);
  });

  it('a name registered at the country level keeps its own label (example.hk, example.de)', () => {
    const cases: Array<[string, string]> = [
      ['www.example.hk', 'example.hk'],
      ['nl.example.de', 'example.de'],
      ['api.example.us', 'example.us'],
      ['example.eu', 'example.eu'],
      ['www.example.com', 'example.com'],
      ['hk.exchange.example', 'exchange.example'],
    ];
    for (const [host, site] of cases) expect(siteDomainOf(host), host).toBe(site);
  });

  it('reads mixed case, the trailing dot and punycode labels as the browser does', () => {
    expect(siteDomainOf('WWW.Bybit.COM.HK.')).toBe('bybit.com.hk');
    expect(siteDomainOf('www.xn--80ak6aa92e.com')).toBe('xn--80ak6aa92e.com');
    expect(siteDomainOf('www.xn--mgbh0fb.xn--kgbechtv')).toBe('xn--mgbh0fb.xn--kgbechtv');
  });

  it('has no site domain for an IP address, a single label, a public suffix or an empty label', () => {
    const none = [
      '127.0.0.1',
      '192.168.1.20.',
      '[::1]',
      '::1',
      'localhost',
      'com.hk',
      'co.uk',
      'uk',
    ];
    for (const host of [...none, '', '.', 'a..example.com', '.example.com']) {
      expect(siteDomainOf(host), host).toBeUndefined();
    }
  });

  it("a label named like an object's property is a plain label", () => {
    expect(siteDomainOf('www.example.constructor')).toBe('example.constructor');
    expect(siteDomainOf('a.__proto__.hasownproperty')).toBe('__proto__.hasownproperty');
  });
});

describe('API, websocket and chat host names derive from the environment', () => {
  it('production names the services under the site domain', () => {
    expect(serviceHostsOf(https('www.bybit.com.hk'))).toEqual({
      environment: 'production',
      siteDomain: 'bybit.com.hk',
      apiBase: 'https://www.bybit.com.hk/x-api',
      websocketOrigin: 'wss://stream.bybit.com.hk',
      chatOrigin: 'https://chat.bybit.com.hk',
    });
  });

  it('testnet names its own services under the same site domain', () => {
    expect(serviceHostsOf(https('Testnet.Example.NL.'))).toEqual({
      environment: 'testnet',
      siteDomain: 'example.nl',
      apiBase: 'https://testnet.example.nl/x-api',
      websocketOrigin: 'wss://stream-testnet.example.nl',
      chatOrigin: 'https://chat-testnet.example.nl',
    });
    expect(serviceHostsOf(https('app.testnet.example.co.uk')).websocketOrigin).toBe(
      'wss://stream-testnet.example.co.uk',
    );
  });

  it("a developer's machine keeps every service on the page's own origin", () => {
    expect(serviceHostsOf({ protocol: 'http:', hostname: 'localhost', port: '5173' })).toEqual({
      environment: 'other',
      siteDomain: undefined,
      apiBase: 'http://localhost:5173/x-api',
      websocketOrigin: 'ws://localhost:5173',
      chatOrigin: 'http://localhost:5173',
    });
    const ip = serviceHostsOf(https('10.1.2.3', '8443'));
    expect([ip.websocketOrigin, ip.chatOrigin]).toEqual([
      'wss://10.1.2.3:8443',
      'https://10.1.2.3:8443',
    ]);
    expect(serviceHostsOf(https('[::1]', '3000')).chatOrigin).toBe('https://[::1]:3000');
  });

  it('a public suffix served as a page has no site to name services under', () => {
    const hosts = serviceHostsOf(https('co.uk'));
    expect(hosts.siteDomain).toBeUndefined();
    expect([hosts.websocketOrigin, hosts.chatOrigin]).toEqual(['wss://co.uk', 'https://co.uk']);
  });
});
