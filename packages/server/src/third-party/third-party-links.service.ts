/**
 * Linking a provider to an existing account after its password, listing and unlinking
 * (docs/decisions/062). A third-party sign-in whose verified e-mail has an account answers a
 * link ticket; a password log-in to that very account that opens a session spends it and links
 * the provider. Never automatically: whoever registers the e-mail at a provider first must not
 * get the account.
 */
import { failure, success, type Outcome } from '../errors.js';
import { reauthenticate } from '../log-in/index.js';
import { NO_PASSWORD_VERIFIER } from '../shared/passwords.service.js';
import type { MessagingDeps, ServiceDeps } from '../shared/deps.js';
import { signInAddedMessage, tellHolder } from '../account-security/index.js';
import { sha256Hex } from '../shared/digest.js';
import {
  spendIdToken,
  verifyIdToken,
  type ThirdPartyProvider,
  type VerifiedIdToken,
} from './id-token.js';
import type { IssuerKeys } from './issuer-keys.js';

/** How long a link ticket lasts: the password log-in it is for, two-factor included. */
export const LINK_TICKET_TTL_MS = 10 * 60_000;

/** Why a password log-in that carried a link ticket linked nothing (the log-in still stands). */
export type LinkRefusal =
  /** Unknown, expired, spent, or made for another account than the one logged in to. */
  | 'ticketInvalid'
  /** The person is linked already (to this account or another), or the account has a link of
   * this provider. */
  | 'alreadyLinked';

export type LinkResult = { linked: ThirdPartyProvider } | { refused: LinkRefusal };

/** Whom a link ticket is for: the account, and the device (its id's hash) it was given to. */
export interface TicketOwner {
  accountId: string;
  deviceHash: string;
}

/**
 * A new link ticket of the person for the account, usable only by a log-in from the same
 * device: random, kept by its SHA-256 only.
 */
export async function issueLinkTicket(
  deps: Pick<ServiceDeps, 'store' | 'clock' | 'random'>,
  person: VerifiedIdToken,
  owner: TicketOwner,
): Promise<string> {
  const ticket = deps.random.sessionToken();
  const now = deps.clock.now();
  await deps.store.thirdPartyLinks.keepTicket(
    {
      hash: sha256Hex(ticket),
      issuer: person.issuer,
      subject: person.subject,
      provider: person.provider,
      account_id: owner.accountId,
      device_hash: owner.deviceHash,
      expires_at: now + LINK_TICKET_TTL_MS,
    },
    now,
  );
  return ticket;
}

/**
 * After a password log-in opened a session for the account, from the device: spends the ticket
 * if it is a live one of this account and device (one statement), then links its person,
 * unless they are linked already (the link's keys decide, so two log-ins at once link once).
 * The device binding keeps a ticket someone else obtained from working in another's log-in.
 */
export async function linkByTicket(
  deps: MessagingDeps,
  owner: TicketOwner,
  ticket: string,
): Promise<LinkResult> {
  const now = deps.clock.now();
  const taken = await deps.store.thirdPartyLinks.takeTicket(sha256Hex(ticket), owner, now);
  if (!taken) return { refused: 'ticketInvalid' };
  const linked = await deps.store.thirdPartyLinks.linkOnce({
    issuer: taken.issuer,
    subject: taken.subject,
    account_id: owner.accountId,
    provider: taken.provider,
    created_at: now,
  });
  if (!linked) return { refused: 'alreadyLinked' };
  const provider = taken.provider as ThirdPartyProvider;
  await tellHolder(deps, owner.accountId, signInAddedMessage(deps, provider, now));
  return { linked: provider };
}

/** The providers linked to an account, for its security page. */
export async function linksOf(
  deps: Pick<ServiceDeps, 'store'>,
  accountId: string,
): Promise<{ provider: ThirdPartyProvider; created_at: number }[]> {
  const links = await deps.store.thirdPartyLinks.linksOf(accountId);
  // Only the providers of THIRD_PARTY_PROVIDERS are ever stored (the link's provider column).
  return links.map(({ provider, created_at }) => ({
    provider: provider as ThirdPartyProvider,
    created_at,
  }));
}

/**
 * Unlinks a provider from the signed-in account, the password asked again (with the log-in's
 * try count and lock-out). An account made by a provider has no password: it cannot prove
 * itself that way, and unlinking would leave it no way in, so it is refused (48007) before any
 * password is checked; recovery by e-mail code gives it a password first.
 */
export async function unlinkProvider(
  deps: MessagingDeps,
  accountId: string,
  provider: ThirdPartyProvider,
  password: string,
  deviceHash: string,
): Promise<Outcome<void>> {
  const account = await deps.store.accounts.findById(accountId);
  if (!account) return failure({ kind: 'notLoggedIn' });
  if (account.password_hash === NO_PASSWORD_VERIFIER) {
    return failure({ kind: 'thirdPartyUnlinkNeedsPassword' });
  }
  const proven = await reauthenticate(deps, accountId, password, deviceHash);
  if (!proven.ok) return proven;
  if (!(await deps.store.thirdPartyLinks.unlink(accountId, provider))) {
    return failure({ kind: 'thirdPartyNotLinked' });
  }
  return success(undefined);
}

/**
 * Links a provider to the signed-in account with the id token of a popup the server ran for it
 * (docs/decisions/069), once the person re-authenticated (the route's gate, decision 106):
 * verified as the third-party log-in verifies it (the token a live flow of this provider
 * received at its callback, from the browser whose binding the call carries: decision 107),
 * then the token and its flow are spent and the link is made. The link's keys decide: a person
 * linked to another account answers 48010, an account
 * that has a link of this provider (this person's or another's) 48011. The reads before the
 * spend only spare a token that could link nothing; a race is settled by the insert, after it.
 */
export async function linkSignedIn(
  deps: MessagingDeps & { idTokenKeys: IssuerKeys },
  accountId: string,
  provider: ThirdPartyProvider,
  token: string,
  browserBinding: string | undefined,
): Promise<Outcome<ThirdPartyProvider>> {
  const verified = await verifyIdToken({ ...deps, keys: deps.idTokenKeys }, provider, token, {
    fromOurFlow: { browserBinding },
  });
  if (!verified.ok) return verified;
  const person = verified.value;
  const refusal = await linkRefusal(deps, accountId, person);
  if (refusal) return refusal;
  const spent = await spendIdToken(deps, person);
  if (!spent.ok) return spent;
  const now = deps.clock.now();
  const linked = await deps.store.thirdPartyLinks.linkOnce({
    issuer: person.issuer,
    subject: person.subject,
    account_id: accountId,
    provider,
    created_at: now,
  });
  if (linked) {
    // A new way into the account: its holder hears of it, in case it was not them (106).
    await tellHolder(deps, accountId, signInAddedMessage(deps, provider, now));
    return success(provider);
  }
  // Linked meanwhile by another call: its answer, as if it had been there before.
  const meanwhile = await linkRefusal(deps, accountId, person);
  if (!meanwhile) throw new Error('a link that refused has no conflict');
  return meanwhile;
}

/** Why the person cannot be linked to the account now, if they cannot. */
async function linkRefusal(
  deps: Pick<ServiceDeps, 'store'>,
  accountId: string,
  person: VerifiedIdToken,
): Promise<Outcome<never> | undefined> {
  const owner = await deps.store.thirdPartyLinks.accountOf(person.issuer, person.subject);
  if (owner !== undefined && owner !== accountId) {
    return failure({ kind: 'thirdPartyLinkedElsewhere' });
  }
  const links = await deps.store.thirdPartyLinks.linksOf(accountId);
  if (owner !== undefined || links.some((link) => link.provider === person.provider)) {
    return failure({ kind: 'thirdPartyProviderAlreadyLinked' });
  }
  return undefined;
}
