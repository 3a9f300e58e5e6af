import { describe, expect, it } from 'vitest';
import { browserSummary } from './browser-summary.js';

describe('the confirm page shows which browser asks (user agent summary)', () => {
  it('names Chrome on Linux, not Safari', () => {
    const agent =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    expect(browserSummary(agent)).toBe('Chrome 120 on Linux');
  });
  it('names Edge on Windows, not Chrome', () => {
    const agent =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91';
    expect(browserSummary(agent)).toBe('Edge 120 on Windows');
  });
  it('names Safari on iOS and Firefox on macOS', () => {
    expect(
      browserSummary(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 on iOS');
    expect(
      browserSummary(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0',
      ),
    ).toBe('Firefox 121 on macOS');
  });
  it('keeps a short prefix of an agent it does not know, and says so when there is none', () => {
    expect(browserSummary('curl/8.5.0')).toBe('curl/8.5.0');
    expect(browserSummary('x'.repeat(200))).toHaveLength(60);
    expect(browserSummary(undefined)).toBe('Unknown browser');
  });
});
