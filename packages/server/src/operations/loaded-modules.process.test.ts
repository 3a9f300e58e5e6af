/**
 * An instance loads what it uses (issue 16: an idle instance's memory): the OpenID provider's
 * library when a partner first asks, nodemailer at the first e-mail over SMTP, the API page's
 * UI only where API_DOCS turns the page on. A real server process reports every module file
 * it loads (test-support/loaded-modules.hooks.mjs).
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import {
  START_TIMEOUT_MS,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../test-support/server-process.js';

const HOOKS = fileURLToPath(
  new URL('../test-support/loaded-modules.register.mjs', import.meta.url),
);

/** The packages of node_modules the process has loaded so far. */
function loadedPackages(server: ServerProcess): Set<string> {
  const found = server
    .output()
    .matchAll(/^loaded-module \S*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//gm);
  return new Set([...found].map((match) => match[1]!));
}

describe('an instance loads what it uses', () => {
  let fresh: FreshDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    fresh = await databases[0]!.create();
    server = await startServerProcess(
      fresh,
      {
        API_DOCS: 'false',
        CAPTCHA_ON_REGISTER: 'false',
        CAPTCHA_ON_SENDS: 'false',
      },
      [HOOKS],
    );
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    if (server) await stopServerProcess(server);
    await fresh?.dispose();
  });

  it('holds no OpenID provider, nodemailer or API page UI after start-up and ordinary calls', async () => {
    const send = await fetch(`${server.base}/x-api/verify/register/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'loaded-modules@example.com' }),
    });
    expect(((await send.json()) as { ret_code: number }).ret_code).toBe(0);
    const loaded = loadedPackages(server);
    // The hooks see the server's own packages: the test would see the others too.
    expect(loaded).toContain('fastify');
    expect(loaded).toContain('kysely');
    expect(loaded).not.toContain('oidc-provider');
    expect(loaded).not.toContain('nodemailer');
    expect(loaded).not.toContain('@fastify/swagger-ui');
  });

  it('loads the OpenID provider when a partner first asks for it', async () => {
    const discovery = await fetch(`${server.base}/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(loadedPackages(server)).toContain('oidc-provider');
  });
});
