/**
 * The OAuth view's calls (docs/decisions/076): what an authorization request the provider has
 * checked asks of the signed-in person, and their answer. The view carries only the
 * interaction's opaque id: the client, redirect URI and scopes are the provider's record of the
 * request, never read again from the address bar (RFC 9700's rule for consent).
 */
import { z } from 'zod';
import { defineSchemas } from './define.js';

/** The provider's interaction id (its `uid`): 1–64 URL-safe characters. */
const interactionUid = z.string().regex(/^[\w-]{1,64}$/);

export const oauthPreAuthorizeSchemas = defineSchemas({
  request: z.object({ uid: interactionUid }),
  result: z.object({
    client_id: z.string(),
    client_name: z.string(),
    logo_uri: z.string().nullable(),
    /** The scopes asked for, in the provider's order (openid, email, phone, profile, offline_access). */
    scopes: z.array(z.string()),
    /** This account already granted this client every scope asked: the view may confirm at once. */
    consent_remembered: z.boolean(),
  }),
});

export const oauthConfirmAuthSchemas = defineSchemas({
  request: z.object({ uid: interactionUid, confirm: z.boolean() }),
  /** Where the browser goes next: the provider's resume address, on our own origin. */
  result: z.object({ redirect_url: z.string() }),
});

/** The partner apps this account granted (decision 080): the security page's list. */
export const oauthGrantsSchemas = defineSchemas({
  request: z.object({}),
  result: z.object({
    apps: z.array(
      z.object({
        client_id: z.string(),
        client_name: z.string(),
        logo_uri: z.string().nullable(),
        /** The scopes granted, in the provider's order. */
        scopes: z.array(z.string()),
        /** When the grant was first given (ms). */
        granted_at: z.number(),
      }),
    ),
  }),
});

/**
 * Revokes what this account granted an app: the grant and every code and token issued under
 * it. Revoking an app with no grant succeeds and changes nothing (the list may be stale).
 */
export const oauthRevokeSchemas = defineSchemas({
  request: z.object({ client_id: z.string().min(1).max(128) }),
  result: z.object({}),
});
