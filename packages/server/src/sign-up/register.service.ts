/**
 * Sign-up with a code: check the code, then create the account and use the code up in one
 * transaction. Two simultaneous sign-ups for one address are settled by the unique index:
 * the second insert fails and answers ACCOUNT_EXISTS (33001), never a second account.
 */
import type { SiteCode } from '@foyer/contract';
import type { Account } from '../store/accounts.store.js';
import type { Queries } from '../store/store.js';
import { failure, success, type Outcome } from '../errors.js';
import { checkRegisterCode, usedRegisterCode } from '../codes/codes.service.js';
import { admitAccount, openSession, type DoorDeps, type Visitor } from '../gates/doors.js';
import { identityColumns, regionOfMobile, type Identity } from '../shared/identity.js';
import { hashPassword } from '../log-in/passwords.service.js';
import { openReferralAccount, type SignUpChannel } from '../referral/referral.service.js';
import type { NewSession } from '../sessions/sessions.service.js';
import { recordDeclaration, type SignUpDeclaration } from './sign-up-declaration.js';

/** Random 9-digit ids collide rarely; a few retries make a failure practically impossible. */
const ID_RETRIES = 5;

export interface RegisterInput {
  /** Who signs up, at the door of the route (gates/doors.ts). */
  visitor: Visitor;
  identity: Identity;
  code: string;
  uuid?: string | undefined;
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
}

/**
 * A sign-up whose e-mail or phone a pending registration verified (a code or an activation
 * link, docs/decisions/026); the caller holds its 'creating' claim, completed in the same
 * transaction as the account.
 */
export interface VerifiedRegisterInput extends Omit<RegisterInput, 'code' | 'uuid'> {
  registrationUuid: string;
}

export interface Registered {
  account: Account;
  session: NewSession;
}

type CreateOutcome = { ok: true } | { ok: false; reason: 'idTaken' | 'identityTaken' | 'codeUsed' };

export async function register(
  deps: DoorDeps,
  input: RegisterInput | VerifiedRegisterInput,
): Promise<Outcome<Registered>> {
  // Every path that makes an account passes here, and the account gate is asked now: a
  // verification started from an allowed place does not carry over to a banned one.
  const admitted = await admitAccount(deps, input.visitor, input.identity);
  if (!admitted.ok) return admitted;
  let useProof: (tx: Queries, accountId: string, now: number) => Promise<boolean>;
  if ('registrationUuid' in input) {
    useProof = (tx, accountId, now) =>
      tx.registrations.complete(input.registrationUuid, accountId, now);
  } else {
    const checked = await checkRegisterCode(deps, input.identity, input.code, input.uuid);
    if (!checked.ok) {
      // The same sign-up sent twice at once: the first made the account with this code.
      const doubleSubmit = await usedRegisterCode(deps, input.identity, input.code);
      return doubleSubmit ? failure({ kind: 'accountExists' }) : checked;
    }
    useProof = (tx, _accountId, now) => tx.codes.consume(checked.value.codeId, now);
  }
  const passwordHash = await hashPassword(input.password);

  for (let i = 0; i < ID_RETRIES; i += 1) {
    const now = deps.clock.now();
    const account: Account = {
      id: deps.random.accountId(),
      ...identityColumns(input.identity),
      password_hash: passwordHash,
      country: regionOfMobile(input.identity) || input.requestCountry,
      created_at: now,
      site: input.site,
    };
    const outcome = await deps.store.atomically<CreateOutcome>(async (tx) => {
      const inserted = await tx.accounts.insert(account);
      if (inserted !== 'ok') return { ok: false, reason: inserted };
      await openReferralAccount(tx, account.id, input.channel, now);
      await recordDeclaration(tx, account.id, input.declaration, now);
      const consumed = await useProof(tx, account.id, now);
      return consumed ? { ok: true } : { ok: false, reason: 'codeUsed' };
    });
    if (outcome.ok) {
      const session = await openSession(deps, input.visitor, account.id);
      return session.ok ? success({ account, session: session.value }) : session;
    }
    if (outcome.reason === 'identityTaken') return failure({ kind: 'accountExists' });
    if (outcome.reason === 'codeUsed') return failure({ kind: 'codeInvalid' });
  }
  throw new Error(`no free account id after ${ID_RETRIES} tries`);
}
