/**
 * Sessions: an opaque 256-bit random token goes to the client; the database keeps only its
 * sha256, so a leaked table cannot be replayed. Sessions expire after SESSION_TTL_HOURS
 * (24 h by default, the NIST AAL2 cap) and log-out revokes them.
 */
import type { ServiceDeps } from '../shared/deps.js';
import { sha256Hex } from '../shared/digest.js';

const HOUR_MS = 3_600_000;

export interface NewSession {
  token: string;
  expiresAt: number;
}

export interface SessionLimits {
  /**
   * The session ends no later than this (ms since epoch): a session approved by another
   * session (QR log-in) must not outlive it, or a stolen session could renew itself.
   */
  notAfter?: number | null | undefined;
}

/**
 * Stores a new session. Only the session gate (gates/doors.ts `openSession`) calls this:
 * every way into an account passes the gate first.
 */
export async function insertSession(
  deps: Pick<ServiceDeps, 'store' | 'clock' | 'random' | 'config'>,
  accountId: string,
  limits: SessionLimits = {},
): Promise<NewSession> {
  const now = deps.clock.now();
  const token = deps.random.sessionToken();
  const fullTerm = now + deps.config.sessionTtlHours * HOUR_MS;
  const expiresAt = Math.min(fullTerm, limits.notAfter ?? fullTerm);
  await deps.store.sessions.insert({
    token_hash: sha256Hex(token),
    account_id: accountId,
    created_at: now,
    expires_at: expiresAt,
  });
  return { token, expiresAt };
}

export async function revokeSession(
  deps: Pick<ServiceDeps, 'store' | 'clock'>,
  token: string,
): Promise<void> {
  await deps.store.sessions.revoke(sha256Hex(token), deps.clock.now());
}
