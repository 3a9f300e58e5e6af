/**
 * QR-code log-in (SPEC §1, §7; SECURITY-NOTES §H, OWASP QRLJacking). The browser that shows
 * the code gets a uuid to poll by and a secret of its own; the QR link carries a separate
 * one-time code. Only sha256 of the code and of the secret are stored, so neither a database
 * leak nor a photo of the QR lets anyone collect the session: that takes the secret, which
 * never leaves the generating browser. A code lives QR_LOGIN_TTL_MS (2 min, decision 018),
 * and its session is handed out once.
 */
import {
  LANGUAGES,
  QR_CONFIRM_PATH,
  QR_LOGIN_TTL_MS,
  type QrLoginStatus,
  type QrRequester,
} from '@foyer/contract';
import { failure, success, type Outcome } from '../errors.js';
import type { QrLogin } from '../store/qr-logins.store.js';
import type { ServiceDeps } from './deps.js';
import { sameDigest, sha256Hex } from './digest.js';
import { accountRestriction } from './restrictions.service.js';
import { createSession, type NewSession } from './sessions.service.js';

export interface QrRequest {
  ip: string;
  country: string;
  /** The user-agent summary (browser-summary.ts). */
  browser: string;
  lang: string | undefined;
}

export interface NewQrLogin {
  uuid: string;
  link: string;
  secret: string;
  expireTime: number;
  expiresInMs: number;
}

const expired = () => failure({ kind: 'qrLoginExpired' });

export async function generateQrLogin(deps: ServiceDeps, request: QrRequest): Promise<NewQrLogin> {
  const now = deps.clock.now();
  const uuid = deps.random.uuid();
  const code = deps.random.sessionToken();
  const secret = deps.random.sessionToken();
  const expireTime = now + QR_LOGIN_TTL_MS;
  await deps.store.qrLogins.insert({
    uuid,
    code_hash: sha256Hex(code),
    secret_hash: sha256Hex(secret),
    browser: request.browser,
    ip: request.ip,
    country: request.country,
    created_at: now,
    expires_at: expireTime,
  });
  const lang = LANGUAGES.find((known) => known === request.lang) ?? 'en';
  const link = `${deps.config.publicOrigin}/${lang}${QR_CONFIRM_PATH}?code=${code}`;
  return { uuid, link, secret, expireTime, expiresInMs: QR_LOGIN_TTL_MS };
}

export interface QrStatus {
  status: QrLoginStatus;
  expireTime: number;
  /** With 'confirmed', the first time only: the new session and its account. */
  signedIn?: { accountId: string; session: NewSession };
}

/** The status for the browser that generated the code, proven by its secret. */
export async function qrLoginStatus(
  deps: ServiceDeps,
  uuid: string,
  secret: string,
): Promise<Outcome<QrStatus>> {
  const now = deps.clock.now();
  const row = await deps.store.qrLogins.findByUuid(uuid);
  // Hash first, then compare in constant time: the secret is checked like a password.
  if (!row || !sameDigest(sha256Hex(secret), row.secret_hash)) return expired();
  if (row.status === 'collected') return expired();
  const expireTime = row.expires_at;
  if (now >= row.expires_at) return success({ status: 'expired', expireTime });
  if (row.status !== 'confirmed') return success({ status: row.status, expireTime });

  const accountId = await deps.store.qrLogins.collect(uuid, now);
  // Another status call collected it a moment ago: no second session.
  if (!accountId) return expired();
  const restriction = await accountRestriction(deps.store, accountId);
  if (restriction?.state === 'terminated') return failure({ kind: 'accountTerminated' });
  if (restriction?.state === 'banned') {
    const selfHelp = restriction.kind === 'self_help';
    return failure({ kind: 'accountBanned', selfHelp, bannedAt: restriction.since });
  }
  const session = await createSession(deps, accountId);
  return success({ status: 'confirmed', expireTime, signedIn: { accountId, session } });
}

/** A live, undecided log-in by the code of its link. */
async function pendingByCode(deps: ServiceDeps, code: string): Promise<QrLogin | undefined> {
  const row = await deps.store.qrLogins.findByCode(sha256Hex(code));
  if (!row || row.expires_at <= deps.clock.now()) return undefined;
  return row.status === 'waiting' || row.status === 'scanned' ? row : undefined;
}

/** Who asks (browser, place), for the signed-in device; the browser then shows "scanned". */
export async function scanQrLogin(deps: ServiceDeps, code: string): Promise<Outcome<QrRequester>> {
  const row = await pendingByCode(deps, code);
  if (!row) return expired();
  await deps.store.qrLogins.markScanned(row.uuid, deps.clock.now());
  return success({
    browser: row.browser,
    country: row.country,
    ip: row.ip,
    create_time: row.created_at,
    expire_time: row.expires_at,
  });
}

/** The signed-in person's explicit answer (ASVS 7.6.2: a new session only with consent). */
export async function decideQrLogin(
  deps: ServiceDeps,
  accountId: string,
  code: string,
  decision: 'confirm' | 'decline',
): Promise<Outcome<Record<string, never>>> {
  const row = await pendingByCode(deps, code);
  if (!row) return expired();
  const now = deps.clock.now();
  const decided = await deps.store.qrLogins.decide(
    row.uuid,
    decision === 'confirm' ? { status: 'confirmed', accountId } : { status: 'declined' },
    now,
  );
  return decided ? success({}) : expired();
}
