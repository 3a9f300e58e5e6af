import { describe, expect, it } from 'vitest';
import { APPLE_PLATFORM_IDS, applePlatformOf, isApplePlatformId } from './apple-platforms.js';

describe('platform ids for Apple sign-in: web, learn, announcements, testnet variants', () => {
  it('are exactly the three properties and their testnet variants', () => {
    expect([...APPLE_PLATFORM_IDS].sort()).toEqual(
      [
        'announcements',
        'announcements-testnet',
        'learn',
        'learn-testnet',
        'web',
        'web-testnet',
      ].sort(),
    );
    expect(isApplePlatformId('web-testnet')).toBe(true);
    expect(isApplePlatformId('ios')).toBe(false);
  });

  it('a page of the exchange is web, on any regional host', () => {
    for (const host of ['www.example.com', 'example.com', 'nl.example.com', 'www.example.com.hk']) {
      expect(applePlatformOf(host), host).toBe('web');
    }
  });

  it('the academy and the news pages are learn and announcements', () => {
    expect(applePlatformOf('learn.example.com')).toBe('learn');
    expect(applePlatformOf('Announcements.Example.co.uk.')).toBe('announcements');
    expect(applePlatformOf('www.learn.example.com.au')).toBe('learn');
  });

  it('a testnet page is the testnet variant of its property', () => {
    expect(applePlatformOf('testnet.example.com')).toBe('web-testnet');
    expect(applePlatformOf('learn-testnet.example.com')).toBe('learn-testnet');
    expect(applePlatformOf('announcements.testnet.example.nl')).toBe('announcements-testnet');
  });

  it('only a label before the site domain names a property: learn.com is the web of its own', () => {
    expect(applePlatformOf('www.learn.com')).toBe('web');
    expect(applePlatformOf('www.learning.example.com')).toBe('web');
    expect(applePlatformOf('localhost')).toBe('web');
    expect(applePlatformOf('127.0.0.1')).toBe('web');
  });
});
