/**
 * The log-in's password encrypted with the server's key, with its time (behaviour §3 "password
 * plus timestamp is encrypted with a public key"; decision 151), written as an attacker's
 * steps: a logged body played again, played late, sealed with another key or with its time
 * changed is refused in the envelope, and opens no session.
 */
import { generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { ENCRYPTED_PASSWORD_WINDOW_MS } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { seal } from '../test-support/sealed-password.js';
import { digestOf } from '../test-support/test-app.js';
import { from, visits } from '../test-support/visits.js';

const PASSWORD = 'Passw0rd!';
const KEY_PATH = '/user/public/password-key';

describe.each(databases)('the encrypted log-in password, on $name', (database) => {
  const t = routeTestApp(database, { RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  const { call, signUp } = visits(t, PASSWORD);
  const here = from('device-a', '192.0.2.10');
  let n = 0;
  const newEmail = () => `sealed${(n += 1)}@example.com`;

  async function serverKey() {
    const { body } = await call('GET', KEY_PATH, undefined, here);
    expect(body.ret_code).toBe(0);
    return body.result as { key_id: string; public_key: JsonWebKey; server_time: number };
  }
  async function sealedLogIn(email: string) {
    const key = await serverKey();
    const timestamp = key.server_time;
    const encrypt_password = seal(key.public_key, digestOf(PASSWORD), timestamp);
    return { email, encrypt_password, encrypt_timestamp: timestamp, key_id: key.key_id };
  }
  const logIn = (body: object) => call('POST', '/login', body, here);

  it('the key is published with its id and the server time; the same key on every ask', async () => {
    const [first, second] = [await serverKey(), await serverKey()];
    expect(first).toMatchObject({
      key_id: expect.any(String),
      public_key: { kty: 'RSA', alg: 'RSA-OAEP-256', n: expect.any(String), e: 'AQAB' },
      server_time: t.clock.now(),
    });
    expect(first.public_key).not.toHaveProperty('d');
    expect(second.key_id).toBe(first.key_id);
  });

  it('a log-in with the password sealed under the key opens a session; the login_compliance path takes it too', async () => {
    const email = newEmail();
    await signUp(email, here);
    const { body } = await logIn(await sealedLogIn(email));
    expect(body).toMatchObject({ ret_code: 0, token: expect.any(String) });
    const compliance = await call('POST', '/user/public/login_compliance', await sealedLogIn(email), here); // prettier-ignore
    expect(compliance.body).toMatchObject({ ret_code: 0, token: expect.any(String) });
  });

  it('a logged body played again is refused: each sealed password is taken once', async () => {
    const email = newEmail();
    await signUp(email, here);
    const body = await sealedLogIn(email);
    expect((await logIn(body)).body.ret_code).toBe(0);
    const replayed = await logIn(body);
    expect(replayed.body).toMatchObject({ ret_code: 10004, ret_msg: expect.stringContaining('used before') }); // prettier-ignore
    expect(replayed.body.token).toBeUndefined();
  });

  it('a logged body played after the window is refused, though never used', async () => {
    const email = newEmail();
    await signUp(email, here);
    const body = await sealedLogIn(email);
    t.clock.advance(ENCRYPTED_PASSWORD_WINDOW_MS + 1);
    const late = await logIn(body);
    expect(late.body).toMatchObject({ ret_code: 10004, ret_msg: expect.stringContaining('expired') }); // prettier-ignore
    expect(late.body.token).toBeUndefined();
  });

  it('a sealed password with its clear time changed, sealed with another key or not sealed at all is refused', async () => {
    const email = newEmail();
    await signUp(email, here);
    const honest = await sealedLogIn(email);
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const attackers = publicKey.export({ format: 'jwk' });
    const forged = [
      { ...honest, encrypt_timestamp: honest.encrypt_timestamp + 1 },
      {
        ...honest,
        encrypt_password: seal(attackers, digestOf(PASSWORD), honest.encrypt_timestamp),
      },
      { ...honest, key_id: 'another-key' },
      { ...honest, encrypt_password: 'bm90IHNlYWxlZA' },
      { email, encrypt_password: honest.encrypt_password },
      { ...honest, password: digestOf(PASSWORD) },
      { email },
    ];
    for (const body of forged) {
      const { response, body: answered } = await logIn(body);
      expect(response.statusCode).toBeLessThan(500);
      expect(answered.ret_code).toBe(10004);
      expect(answered.token).toBeUndefined();
    }
    // None of those spent the honest body.
    expect((await logIn(honest)).body.ret_code).toBe(0);
  });

  it('the digest in clear still logs in, for clients that do not encrypt', async () => {
    const email = newEmail();
    await signUp(email, here);
    const { body } = await logIn({ email, password: digestOf(PASSWORD) });
    expect(body.ret_code).toBe(0);
  });
});
