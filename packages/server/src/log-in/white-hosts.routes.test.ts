import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { databases } from '../test-support/databases.js';
import { buildTestApp, json } from '../test-support/test-app.js';

const [sqlite] = databases;

describe('the redirect whitelist (behaviour §2 "a whitelist of the provider\'s own domains", §7)', () => {
  it('GET /user/public/get-white-hosts answers REDIRECT_WHITELIST, lower-cased, once each', async () => {
    const fresh = await sqlite!.create();
    const t = await buildTestApp(fresh, {
      REDIRECT_WHITELIST: 'Provider.com, help.provider.org,provider.com',
    });
    try {
      const answer = json(await t.app.inject({ url: '/x-api/user/public/get-white-hosts' }));
      expect(answer).toMatchObject({
        ret_code: 0,
        result: { hosts: ['provider.com', 'help.provider.org'] },
      });
    } finally {
      await t.app.close();
      await fresh.dispose();
    }
  });

  it('is empty by default: same-origin redirect_url only', () => {
    expect(loadConfig({}).redirectWhitelist).toEqual([]);
  });

  it('a value that is not a host name of two labels or more stops the server, naming the variable', () => {
    for (const bad of [
      'com',
      'https://provider.com',
      'provider.com/x',
      'a b.com',
      'provider.com:443',
    ]) {
      expect(() => loadConfig({ REDIRECT_WHITELIST: bad }), bad).toThrow(/REDIRECT_WHITELIST/);
    }
    expect(
      loadConfig({ REDIRECT_WHITELIST: '*.provider.com,localhost' }).redirectWhitelist,
    ).toEqual(['*.provider.com', 'localhost']);
  });
});
