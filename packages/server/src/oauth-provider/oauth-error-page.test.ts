import { describe, expect, it } from 'vitest';
import { errorPageHtml } from './oauth-error-page.js';
import { pageLanguage } from './oauth-provider-page.js';

describe('the provider’s error page (decision 091)', () => {
  it('what the library describes is shown as text, never as markup', () => {
    const html = errorPageHtml('en', {
      error: 'invalid_request',
      error_description: 'redirect_uri <script>alert(1)</script> & "x"',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
  });

  it('the language is the first one the table has: ui_locales, then Accept-Language, then English', () => {
    expect(pageLanguage('de-DE ru-RU', 'ja')).toBe('de-DE');
    expect(pageLanguage(undefined, 'xx-YY, ko;q=0.8')).toBe('ko-KR');
    expect(pageLanguage('', '')).toBe('en');
    expect(pageLanguage(undefined, undefined)).toBe('en');
  });
});
