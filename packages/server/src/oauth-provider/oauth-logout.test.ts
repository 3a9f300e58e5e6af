import { describe, expect, it } from 'vitest';
import { loggedOutPageHtml, logOutPageHtml } from './oauth-logout.js';

const FORM = '<form id="op.logoutForm" method="post" action="/x"></form>';

describe('the log-out pages (decision 076)', () => {
  it('the app’s name is shown as text, never as markup; Arabic reads right to left', () => {
    const html = logOutPageHtml('ar-SA', FORM, '<b>Tax</b> & co');
    expect(html).toContain('<html lang="ar-SA" dir="rtl">');
    expect(html).not.toContain('<b>Tax</b>');
    expect(html).toContain('<bdi>&lt;b&gt;Tax&lt;/b&gt; &amp; co</bdi>');
    // The provider's form, answered by its two buttons: "Yes" with logout=yes.
    expect(html).toContain(FORM);
    expect(html).toMatch(/<button[^>]*form="op\.logoutForm" name="logout" value="yes">/);
  });

  it('after the answer the page says whether the person is still signed in', () => {
    expect(loggedOutPageHtml('en', false)).toContain(
      'You are signed out of Foyer in this browser.',
    );
    expect(loggedOutPageHtml('en', true)).toContain('You are still signed in to Foyer');
  });
});
