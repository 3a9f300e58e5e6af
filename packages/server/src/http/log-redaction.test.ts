import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { buildTestApp, digestOf, postJson } from '../test-support/test-app.js';

describe('logs', () => {
  it('never contain the password digest, the UserToken header or the session cookie, even at trace level', async () => {
    const fresh = await databases[0]!.create();
    const lines: string[] = [];
    const t = await buildTestApp(
      fresh,
      { LOG_LEVEL: 'trace' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      const password = digestOf('Secret-pass-1');
      await postJson(t.app, '/login', { email: 'log@example.com', password });
      await t.app.inject({
        url: '/x-api/v2/private/user/profile',
        headers: { usertoken: 'token-abc-123', cookie: 'foyer_token=cookie-xyz-789' },
      });
      const log = lines.join('');
      expect(log).toContain('request completed');
      expect(log).not.toContain(password);
      expect(log).not.toContain('token-abc-123');
      expect(log).not.toContain('cookie-xyz-789');
    } finally {
      await t.app.close();
      await fresh.dispose();
    }
  });
});
