/**
 * QR-code log-in (behaviour §1, §7; OWASP QRLJacking, docs/engineering.md "Sources"). The browser that shows
 * the code gets a uuid to poll by and a secret of its own; the QR link carries a separate
 * one-time code. Only sha256 of the code and of the secret are stored, so neither a database
 * leak nor a photo of the QR lets anyone collect the session: that takes the secret, which
 * never leaves the generating browser. A code lives QR_LOGIN_TTL_MS (2 min, decision 018),
 * and its session is handed out once. Approving takes the number shown beside the code and
 * the approver's password (qr-approval.service.ts, decision 039); the session it makes ends
 * no later than the approving one.
 */
import {
  LANGUAGES,
  QR_CONFIRM_PATH,
  QR_LOGIN_TTL_MS,
  type QrLoginStatus,
  type QrRequester,
} from '@foyer/contract';
import { failure, success, type Outcome } from '../errors.js';
import type { QrLogin } from './qr-logins.store.js';
import type { MessagingDeps, ServiceDeps } from '../shared/deps.js';
import { sameDigest, sha256Hex } from '../shared/digest.js';
import { drawMatchNumbers, shownChoices, storedChoices } from './qr-number.js';
import type { Visitor } from '../gates/index.js';
import { issueSession, type NewSession } from '../sessions/index.js';
import { twoFactorEnabled } from '../two-factor/index.js';

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
  /** Shown beside the code; the approving device must pick it. */
  number: string;
}

const expired = () => failure({ kind: 'qrLoginExpired' });

export async function generateQrLogin(deps: ServiceDeps, request: QrRequest): Promise<NewQrLogin> {
  const now = deps.clock.now();
  const uuid = deps.random.uuid();
  const code = deps.random.sessionToken();
  const secret = deps.random.sessionToken();
  const expireTime = now + QR_LOGIN_TTL_MS;
  const match = drawMatchNumbers(deps.random);
  await deps.store.qrLogins.insert({
    uuid,
    code_hash: sha256Hex(code),
    secret_hash: sha256Hex(secret),
    browser: request.browser,
    ip: request.ip,
    country: request.country,
    created_at: now,
    expires_at: expireTime,
    match_number: match.number,
    match_choices: storedChoices(match.choices),
  });
  const lang = LANGUAGES.find((known) => known === request.lang) ?? 'en';
  const link = `${deps.config.publicOrigin}/${lang}${QR_CONFIRM_PATH}?code=${code}`;
  return { uuid, link, secret, expireTime, expiresInMs: QR_LOGIN_TTL_MS, number: match.number };
}

export interface QrStatus {
  status: QrLoginStatus;
  expireTime: number;
  /** With 'confirmed', the first time only: the new session and its account. */
  signedIn?: { accountId: string; session: NewSession; tradingPasswordPrompt?: true | undefined };
}

/** The status for the browser that generated the code, proven by its secret. */
export async function qrLoginStatus(
  deps: MessagingDeps,
  visitor: Visitor,
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

  const approved = await deps.store.qrLogins.collect(uuid, now);
  // Another status call collected it a moment ago: no second session.
  if (!approved) return expired();
  const { accountId } = approved;
  // Never longer than the approving session: a stolen session cannot renew itself this way.
  const limits = { notAfter: approved.approverExpiresAt };
  const issued = await issueSession(deps, { visitor, accountId, method: 'qr', limits });
  if (!issued.ok) return issued;
  return success({
    status: 'confirmed',
    expireTime,
    signedIn: {
      accountId,
      session: issued.value.session,
      tradingPasswordPrompt: issued.value.also.tradingPasswordPrompt,
    },
  });
}

/** A live, undecided log-in by the code of its link. */
export async function pendingByCode(deps: ServiceDeps, code: string): Promise<QrLogin | undefined> {
  const row = await deps.store.qrLogins.findByCode(sha256Hex(code));
  if (!row || row.expires_at <= deps.clock.now()) return undefined;
  return row.status === 'waiting' || row.status === 'scanned' ? row : undefined;
}

/**
 * Who asks, for the signed-in device: the browser and place the server saw when the code was
 * made (never what the requester says of itself), the numbers to pick from, and whether
 * confirming takes a two-factor code. The browser then shows "scanned".
 */
export async function scanQrLogin(
  deps: ServiceDeps,
  accountId: string,
  code: string,
): Promise<Outcome<QrRequester>> {
  const row = await pendingByCode(deps, code);
  if (!row) return expired();
  await deps.store.qrLogins.markScanned(row.uuid, deps.clock.now());
  return success({
    browser: row.browser,
    country: row.country,
    ip: row.ip,
    create_time: row.created_at,
    expire_time: row.expires_at,
    choices: shownChoices(row.match_choices),
    google2fa: await twoFactorEnabled(deps, accountId),
  });
}

/** The signed-in person says no: the code is spent (ASVS 7.6.2: a session only with consent). */
export async function declineQrLogin(
  deps: ServiceDeps,
  code: string,
): Promise<Outcome<Record<string, never>>> {
  const row = await pendingByCode(deps, code);
  if (!row) return expired();
  const decided = await deps.store.qrLogins.decide(
    row.uuid,
    { status: 'declined' },
    deps.clock.now(),
  );
  return decided ? success({}) : expired();
}
