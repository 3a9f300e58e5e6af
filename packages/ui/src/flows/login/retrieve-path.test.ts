import { describe, expect, it } from 'vitest';
import { retrievePasswordUrl } from './retrieve-path';

describe('the retrieve page link (behaviour §2 /app/user/retrieve)', () => {
  it('"Forgot password?" goes to the retrieve page in the widget language', () => {
    expect(retrievePasswordUrl({ lang: 'ar-SA' })).toBe('/ar-SA/app/user/retrieve');
  });

  it('adds from=oauth in OAuth mode', () => {
    expect(retrievePasswordUrl({ lang: 'en', oauth: true })).toBe(
      '/en/app/user/retrieve?from=oauth',
    );
  });

  it('from=trustFirst when pre_action is 1, in OAuth mode too', () => {
    expect(retrievePasswordUrl({ lang: 'en', resetRequired: true })).toBe(
      '/en/app/user/retrieve?from=trustFirst',
    );
    expect(retrievePasswordUrl({ lang: 'en', resetRequired: true, oauth: true })).toBe(
      '/en/app/user/retrieve?from=trustFirst',
    );
  });
});
