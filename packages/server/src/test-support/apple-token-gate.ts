/**
 * Apple's token endpoint, in front of a stand-in OpenID provider (docs/decisions/073). Apple
 * takes the client's proof in the form (`client_secret_post`, the only method its discovery
 * document names), and that secret is not a fixed string but an ES256 JWT signed with the Sign
 * in with Apple key: `kid` the key id, `iss` the team id, `sub` the client id, `aud` Apple's
 * issuer, not expired. This layer checks exactly that with the key's public half, answers
 * `invalid_client` (400, as Apple does) when anything is wrong, a Basic header included, and
 * otherwise authenticates the client to the stand-in with the stand-in's own secret.
 *
 * Used by the server's Apple round trip and by the e2e Apple stand-in.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { KeyObject } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';

export interface AppleKeyCheck {
  /** The public half of the key Foyer's APPLE_PRIVATE_KEY is. */
  publicKey: KeyObject;
  keyId: string;
  teamId: string;
  clientId: string;
  /** The stand-in's issuer: Apple's `aud`. */
  issuer: string;
  /** The secret the stand-in's client is registered with (client_secret_post). */
  standInSecret: string;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** The path of the stand-in's token endpoint (oidc-provider's default). */
export const TOKEN_PATH = '/token';

/** Why a client secret is refused, or null when it is Apple's. */
export async function appleSecretRefusal(
  check: AppleKeyCheck,
  clientId: string | null,
  secret: string | null,
): Promise<string | null> {
  if (clientId !== check.clientId) return 'another client id';
  if (!secret) return 'no client_secret in the form';
  try {
    if (decodeProtectedHeader(secret).kid !== check.keyId) return 'another key id';
    await jwtVerify(secret, check.publicKey, {
      algorithms: ['ES256'],
      issuer: check.teamId,
      subject: check.clientId,
      audience: check.issuer,
      requiredClaims: ['exp', 'iat'],
    });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Wraps the stand-in's handler: its token endpoint behind Apple's client check. */
export function appleTokenGate(check: AppleKeyCheck, next: Handler): Handler {
  return (request, response) => {
    const path = new URL(request.url ?? '/', check.issuer).pathname;
    if (request.method !== 'POST' || path !== TOKEN_PATH) return next(request, response);
    void (async () => {
      const form = await readForm(request);
      const refusal = request.headers.authorization
        ? 'a Basic header: Apple reads the secret from the form only'
        : await appleSecretRefusal(check, form.get('client_id'), form.get('client_secret'));
      if (refusal) {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'invalid_client', error_description: refusal }));
        return;
      }
      form.set('client_secret', check.standInSecret);
      // The stream is read: oidc-provider takes an already read body from `request.body`.
      Object.assign(request, { body: form.toString() });
      next(request, response);
    })().catch((error: Error) => {
      response.writeHead(500).end(error.message);
    });
  };
}
