/**
 * Turning two-factor on or off from a session (decision 036): the password first (a session
 * alone, perhaps stolen, is not enough), then the authenticator code (the new secret's first
 * code to turn it on, the current one to turn it off), then every other session of the
 * account (and of its sub-accounts) ends, and every OpenID grant with its tokens (decision
 * 106); the session that asked stays.
 */
import { success, type Outcome } from '../errors.js';
import { credentialsChanged, type SignedIn } from '../sessions/index.js';
import type { MessagingDeps } from '../shared/deps.js';
import { reauthenticate } from '../log-in/index.js';
import { confirmEnabling, disable } from './two-factor.service.js';
import { purseOf, type Purse } from '../limits/purses.js';

export interface TwoFactorChange {
  /** The client's SHA-256 hex of the password. */
  password: string;
  /** The authenticator's six digits. */
  google2fa: string;
  /** The device that asks (shared/device-hash.ts): the account's own has its own purse (105). */
  deviceHash: string;
}

type CodeStep = (
  deps: MessagingDeps,
  accountId: string,
  code: string,
  purse: Purse,
) => Promise<Outcome<void>>;

async function change(
  deps: MessagingDeps,
  signedIn: SignedIn,
  input: TwoFactorChange,
  codeStep: CodeStep,
): Promise<Outcome<void>> {
  const { accountId, tokenHash } = signedIn;
  // The password before the code: a wrong password uses none of the code's tries.
  const reauthenticated = await reauthenticate(deps, accountId, input.password, input.deviceHash);
  if (!reauthenticated.ok) return reauthenticated;
  const purse = await purseOf(deps, accountId, input.deviceHash);
  const changed = await codeStep(deps, accountId, input.google2fa, purse);
  if (!changed.ok) return changed;
  await credentialsChanged(deps.store, accountId, deps.clock.now(), { keepTokenHash: tokenHash });
  return success(undefined);
}

export const turnTwoFactorOn = (deps: MessagingDeps, signedIn: SignedIn, input: TwoFactorChange) =>
  change(deps, signedIn, input, confirmEnabling);

export const turnTwoFactorOff = (deps: MessagingDeps, signedIn: SignedIn, input: TwoFactorChange) =>
  change(deps, signedIn, input, disable);
