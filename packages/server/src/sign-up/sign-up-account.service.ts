/**
 * The making of an account, once the account gate has admitted its visitor: the proof of the
 * e-mail or phone (a code, or a verified registration) is used up in the account's own
 * transaction. Two simultaneous sign-ups for one address are settled by the unique index: the
 * second insert fails and answers ACCOUNT_EXISTS (33001), never a second account. The order of
 * the steps before it is the sign-up use-case's (sign-up.use-case.ts).
 */
import type { MessagingDeps } from '../shared/deps.js';
import type { SiteCode } from '@foyer/contract';
import type { Account } from '../store/accounts.store.js';
import type { Queries } from '../store/store.js';
import { failure, success, type Outcome } from '../errors.js';
import { checkRegisterCode, usedRegisterCode } from '../codes/index.js';
import { type Admission, type DoorDeps, ID_TAKEN, withFreshAccountId } from '../gates/index.js';
import { identityColumns, regionOfMobile, type Identity } from '../shared/identity.js';
import { hashPassword } from '../shared/passwords.service.js';
import { openReferralAccount, type SignUpArrival, type SignUpChannel } from '../referral/index.js';
import {
  type Afterwards,
  type AlsoDone,
  issueSession,
  type NewSession,
} from '../sessions/index.js';
import { recordDeclaration, type SignUpDeclaration } from './sign-up-declaration.js';

/** What the new account is made of, besides its e-mail or phone. */
export interface NewAccount {
  /** The client's SHA-256 hex of the password (already format-checked). */
  password: string;
  /** The country of the request's IP ('' when unknown). */
  requestCountry: string;
  /** The regional site of the request, kept as the account's site. */
  site: SiteCode;
  /** The referral, affiliate or broker channel of the sign-up (decision 028). */
  channel?: SignUpChannel | undefined;
  /** Dialog 1 and the terms version, as the request declared them (decision 038). */
  declaration?: SignUpDeclaration | undefined;
  /** What the first session brings once open (session-step.ts): the Telegram data to bind. */
  afterwards?: Afterwards | undefined;
  /** The register entry and the widget's tx-id of the sign-up (decision 141). */
  arrival?: SignUpArrival | undefined;
}

/** How the e-mail or phone was proven: a code sent to it, or a verified registration. */
export type Proof =
  | { kind: 'code'; code: string; uuid?: string | undefined }
  | { kind: 'registration'; uuid: string };

export interface SignedUp {
  account: Account;
  session: NewSession;
  /** What the session step did with it: the Telegram bind. */
  also: AlsoDone;
}

type CreateOutcome = { ok: true } | { ok: false; reason: 'idTaken' | 'identityTaken' | 'codeUsed' };
type UseProof = (tx: Queries, accountId: string, now: number) => Promise<boolean>;

/** The use of the proof inside the account's transaction, once it has been checked. */
async function proofUse(
  deps: DoorDeps & MessagingDeps,
  identity: Identity,
  proof: Proof,
): Promise<Outcome<UseProof>> {
  if (proof.kind === 'registration') {
    // The caller holds the registration's 'creating' claim; it completes with the account.
    return success((tx, accountId, now) => tx.registrations.complete(proof.uuid, accountId, now));
  }
  const checked = await checkRegisterCode(deps, identity, proof.code, proof.uuid);
  if (!checked.ok) {
    // The same sign-up sent twice at once: the first made the account with this code.
    const doubleSubmit = await usedRegisterCode(deps, identity, proof.code);
    return doubleSubmit ? failure({ kind: 'accountExists' }) : checked;
  }
  return success((tx, _accountId, now) => tx.codes.consume(checked.value.codeId, now));
}

/** The account of an admitted visitor's proven e-mail or phone, and its first session. */
export async function createAccount(
  deps: DoorDeps & MessagingDeps,
  admission: Admission,
  proof: Proof,
  input: NewAccount,
): Promise<Outcome<SignedUp>> {
  const { identity, visitor } = admission;
  if (!identity) throw new Error(`${visitor.route} makes an account of no e-mail or phone`);
  const used = await proofUse(deps, identity, proof);
  if (!used.ok) return used;
  const passwordHash = await hashPassword(input.password);

  const created = await withFreshAccountId(deps.random, async (id) => {
    const now = deps.clock.now();
    const account: Account = {
      id,
      ...identityColumns(identity),
      password_hash: passwordHash,
      country: regionOfMobile(identity) || input.requestCountry,
      created_at: now,
      site: input.site,
    };
    const outcome = await deps.store.atomically<CreateOutcome>(async (tx) => {
      const inserted = await tx.accounts.insert(account);
      if (inserted !== 'ok') return { ok: false, reason: inserted };
      await openReferralAccount(tx, account.id, input.channel, now, input.arrival);
      await recordDeclaration(tx, account.id, input.declaration, now);
      const consumed = await used.value(tx, account.id, now);
      return consumed ? { ok: true } : { ok: false, reason: 'codeUsed' };
    });
    if (outcome.ok) return success(account);
    if (outcome.reason === 'idTaken') return ID_TAKEN;
    return failure(
      outcome.reason === 'identityTaken' ? { kind: 'accountExists' } : { kind: 'codeInvalid' },
    );
  });
  if (!created.ok) return created;
  const { afterwards } = input;
  const accountId = created.value.id;
  const issued = await issueSession(deps, { visitor, accountId, method: 'sign-up', afterwards });
  return issued.ok ? success({ account: created.value, ...issued.value }) : issued;
}
