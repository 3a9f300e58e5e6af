/**
 * Where an issuer's keys come from (docs/decisions/059): its own discovery document, which must
 * name the issuer it was fetched for, read once; a failed read is tried again. Against a real
 * OpenID provider on loopback (test-support/oidc-provider.ts).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type TestOidcProvider } from '../test-support/oidc-provider.js';
import { discoverJwksUri, issuerKeys } from './issuer-keys.js';

describe('issuer keys by discovery (OpenID Connect Discovery 1.0 §4)', () => {
  let idp: TestOidcProvider;
  beforeAll(async () => {
    idp = await startOidcProvider();
  });
  afterAll(async () => {
    await idp?.close();
  });

  it("the JWKS URL is the jwks_uri of the issuer's own discovery document", async () => {
    expect((await discoverJwksUri(idp.issuer)).href).toBe(`${idp.issuer}/jwks`);
  });

  it('a discovery document that names another issuer is refused', async () => {
    await expect(discoverJwksUri(`${idp.issuer}/`)).rejects.toThrow(/names another issuer/);
  });

  it('a failed discovery is forgotten: the next token reads it again and gets the key', async () => {
    // An issuer whose discovery fails once (503), then names the provider's JWKS.
    let reads = 0;
    const flaky = createServer((request, response) => {
      reads += 1;
      if (reads === 1) return response.writeHead(503).end();
      const { port } = flaky.address() as AddressInfo;
      const document = { issuer: `http://127.0.0.1:${port}`, jwks_uri: `${idp.issuer}/jwks` };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(document));
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = flaky.address() as AddressInfo;
      const keys = issuerKeys({});
      const header = { alg: 'RS256', kid: idp.signingKey.kid };
      const token = { payload: '', signature: '' };
      const jwks = keys.jwksOf(`http://127.0.0.1:${port}`);
      await expect(jwks(header, token)).rejects.toThrow(/HTTP 503/);
      await expect(jwks(header, token)).resolves.toBeDefined();
      expect(reads).toBe(2);
    } finally {
      flaky.closeAllConnections();
      await new Promise((resolve) => flaky.close(resolve));
    }
  });
});
