/**
 * The operators' OpenID provider commands (docs/decisions/076): partner apps made, listed and
 * deleted, their secrets shown once and kept as digests, their redirect URIs held to RFC
 * 9700's rules; and the signing key rotated.
 */
import { describe, expect, it } from 'vitest';
import { matchesSecret } from '../oauth-provider/oauth-client-secret.js';
import { openStore } from '../store/store.js';
import { databases } from '../test-support/databases.js';
import { suiteStore } from '../test-support/suite-store.js';
import { fakeClock } from '../test-support/fake-clock.js';
import { providerKeys } from '../oauth-provider/oauth-keys.service.js';
import { runAdmin } from './admin.js';

const HTTPS_URI = 'https://tax-tool.example/callback';

describe.each(databases)('oauth-client and oauth-keys on $name', (database) => {
  const { store } = suiteStore(database);
  const clock = fakeClock(Date.UTC(2026, 0, 2));
  const admin = (...argv: string[]) => runAdmin(argv, { store: store(), clock });

  it('create prints the client_id and a confidential client’s secret once; the store keeps its digest', async () => {
    const made = await admin(
      'oauth-client',
      'create',
      '--name',
      'Tax tool',
      '--redirect-uri',
      HTTPS_URI,
      '--logo',
      'https://tax-tool.example/logo.png',
    );
    expect(made.code).toBe(0);
    const clientId = /client_id: (\S+)/.exec(made.out)?.[1] ?? '';
    const secret = /client_secret: (\S+)/.exec(made.out)?.[1] ?? '';
    expect(secret).toMatch(/^[\w-]{43}$/);
    const saved = await store().oauthModels.find('Client', clientId, clock.now());
    const metadata = JSON.parse(saved?.payload ?? '{}') as Record<string, unknown>;
    expect(metadata).toMatchObject({
      client_name: 'Tax tool',
      redirect_uris: [HTTPS_URI],
      logo_uri: 'https://tax-tool.example/logo.png',
      token_endpoint_auth_method: 'client_secret_basic',
    });
    expect(saved?.payload).not.toContain(secret);
    expect(matchesSecret(String(metadata.client_secret), secret)).toBe(true);
    expect(matchesSecret(String(metadata.client_secret), `${secret}x`)).toBe(false);
  });

  it('--public makes a client without a secret (token_endpoint_auth_method none)', async () => {
    const made = await admin(
      'oauth-client',
      'create',
      '--name',
      'Wallet',
      '--public',
      '--redirect-uri',
      'http://127.0.0.1/cb',
      '--redirect-uri',
      HTTPS_URI,
    );
    expect(made.code).toBe(0);
    expect(made.out).not.toContain('client_secret');
    const clientId = /client_id: (\S+)/.exec(made.out)?.[1] ?? '';
    const saved = await store().oauthModels.find('Client', clientId, clock.now());
    expect(JSON.parse(saved?.payload ?? '{}')).toMatchObject({
      token_endpoint_auth_method: 'none',
      redirect_uris: ['http://127.0.0.1/cb', HTTPS_URI],
    });
  });

  it.each([
    ['plain http off loopback', 'http://tax-tool.example/callback'],
    ['a fragment', 'https://tax-tool.example/callback#x'],
    ['credentials', 'https://user:pw@tax-tool.example/callback'],
    ['not a URL', 'callback'],
  ])('a redirect URI with %s is refused (RFC 9700: exact https URIs)', async (_why, uri) => {
    const made = await admin('oauth-client', 'create', '--name', 'Bad', '--redirect-uri', uri);
    expect(made.code).toBe(2);
  });

  it('create needs a name and a redirect URI', async () => {
    expect((await admin('oauth-client', 'create', '--redirect-uri', HTTPS_URI)).code).toBe(2);
    expect((await admin('oauth-client', 'create', '--name', 'No URI')).code).toBe(2);
  });

  it.each([
    ['https', 'https://x.example/l.png', 0],
    ['http on a loopback address', 'http://127.0.0.1:8080/l.png', 0],
    ['http elsewhere', 'http://x.example/l.png', 2],
    ['not a URL', 'logo.png', 2],
  ])(
    'a logo is https, or http on a loopback address (decision 079): %s',
    async (_w, logo, code) => {
      const made = await admin(
        'oauth-client',
        'create',
        '--name',
        'L',
        '--redirect-uri',
        HTTPS_URI,
        '--logo',
        logo,
      );
      expect(made.code).toBe(code);
    },
  );

  it('list shows the clients; delete removes one, and deleting it again is refused', async () => {
    const made = await admin(
      'oauth-client',
      'create',
      '--name',
      'Bot',
      '--redirect-uri',
      HTTPS_URI,
    );
    const clientId = /client_id: (\S+)/.exec(made.out)?.[1] ?? '';
    expect((await admin('oauth-client', 'list')).out).toContain(`${clientId} "Bot" confidential`);
    expect(await admin('oauth-client', 'delete', clientId)).toEqual({
      code: 0,
      out: `deleted: ${clientId}`,
    });
    expect((await admin('oauth-client', 'list')).out).not.toContain(clientId);
    expect((await admin('oauth-client', 'delete', clientId)).code).toBe(1);
  });

  it('oauth-keys rotate: a new newest signing key; the previous one kept until the stated time', async () => {
    const first = await providerKeys({ store: store(), clock });
    expect(first.signing).toHaveLength(1);
    const rotated = await admin('oauth-keys', 'rotate', '--keep-hours', '2');
    expect(rotated.code).toBe(0);
    const retireAt = new Date(clock.now() + 2 * 60 * 60 * 1000).toISOString();
    expect(rotated.out).toContain(retireAt);
    const after = await providerKeys({ store: store(), clock });
    expect(after.signing.map((key) => key.kid)).toEqual([
      expect.not.stringMatching(first.signing[0]!.kid),
      first.signing[0]!.kid,
    ]);
    clock.advance(2 * 60 * 60 * 1000);
    expect((await providerKeys({ store: store(), clock })).signing).toEqual([after.signing[0]]);
    expect((await admin('oauth-keys', 'rotate', '--keep-hours', '0')).code).toBe(2);
  });

  it('two instances starting at once on a fresh database make one signing key and one cookie key', async () => {
    const other = await database.create();
    // Migrated one after the other (SQLite has no migration lock); the keys made at once.
    const a = await openStore(other);
    const b = await openStore(other);
    try {
      const [first, second] = await Promise.all([
        providerKeys({ store: a, clock }),
        providerKeys({ store: b, clock }),
      ]);
      expect(first).toEqual(second);
      expect(first.signing).toHaveLength(1);
      expect(first.cookies).toHaveLength(1);
    } finally {
      await Promise.all([a.destroy(), b.destroy()]);
      await other.dispose();
    }
  });
});
