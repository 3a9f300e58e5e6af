/**
 * The OAuth view's two steps (docs/decisions/076): what an authorization request asks of the
 * signed-in person (pre_authorize) and their answer (confirm_auth). Both name the provider's
 * interaction by its uid; the request itself (client, redirect URI, scopes) is the provider's
 * record, checked when the partner app sent the browser, never read from the view's address.
 *
 * The person is the account of the Foyer session the session gate resolved, so the account
 * gates of every private call apply (a banned or terminated account never gets here). The
 * answer finishes the provider's log-in with that account, at the time of the log-in that
 * opened the Foyer session (the id token's `auth_time`), and its consent with a grant of the
 * scopes asked; the browser then goes to the provider's resume address, which only the
 * browser that began the request can use (the provider's resume cookie).
 *
 * A request that wants a newer log-in than the session's (`prompt=login`, or a `max_age` the
 * session is older than) is answered as signed out (10005): the view sends the person to log in
 * again, and the new session answers. A partner's explicit `prompt=consent` is asked again even
 * when the consent was given before (OpenID Connect Core §3.1.2.1).
 */
import type Provider from 'oidc-provider';
import type { Grant } from 'oidc-provider';
import { failure, success, type Outcome } from '../errors.js';
import { newestGrantId, type GrantDeps } from './oauth-grants.service.js';
import { LOGIN_ASKED_AT } from './oauth-paths.js';

type Interaction = InstanceType<Provider['Interaction']>;

export interface AuthorizationAsked {
  client_id: string;
  client_name: string;
  logo_uri: string | null;
  scopes: string[];
  consent_remembered: boolean;
}

/** The signed-in person: the account, and when the log-in that opened their session was. */
export interface Person {
  accountId: string;
  /** ms, the app's clock. */
  signedInAt: number;
}

const notFound = failure<never>({ kind: 'oauthRequestNotFound' });
const logInAgain = failure<never>({ kind: 'notLoggedIn' });

const MS_PER_SECOND = 1000;
const seconds = (ms: number) => Math.floor(ms / MS_PER_SECOND);

/** The interaction of this uid while it awaits the person's answer. */
async function pendingInteraction(
  provider: Provider,
  uid: string,
): Promise<Interaction | undefined> {
  const interaction = await provider.Interaction.find(uid);
  // One that has a result was answered already: its resume address is spent or about to be.
  return interaction && !interaction.result ? interaction : undefined;
}

const wordsOf = (value: unknown) =>
  String(value ?? '')
    .split(' ')
    .filter(Boolean);

const scopesOf = (interaction: Interaction) => wordsOf(interaction.params.scope);

/** The partner asked for consent explicitly: it is asked again, whatever was granted. */
const consentAsked = (interaction: Interaction) =>
  wordsOf(interaction.params.prompt).includes('consent');

/**
 * Whether the request wants a log-in newer than the person's session: `prompt=login` (one made
 * after the request came), or a `max_age` (seconds, as the provider counts it) the session is
 * older than. The session's own time is what the provider then reports as `auth_time`.
 */
function needsNewerLogIn(interaction: Interaction, person: Person, now: number): boolean {
  if (wordsOf(interaction.params.prompt).includes('login')) {
    // One begun before the policy noted the time (a deploy mid-request): when it was made.
    const noted = interaction.prompt.details[LOGIN_ASKED_AT] ?? interaction.iat * MS_PER_SECOND;
    const askedAt = Number(noted);
    if (!(person.signedInAt >= askedAt)) return true;
  }
  const maxAge = interaction.params.max_age;
  if (maxAge === undefined || maxAge === null || maxAge === '') return false;
  return seconds(now) - seconds(person.signedInAt) > Number(maxAge);
}

/**
 * The grant this account already gave this client: the one the provider's session names, else
 * the account's newest live grant for the client (a consent is the account's, not the
 * browser's: a new browser, or a new provider session after a Foyer log-in, remembers it too).
 */
async function existingGrant(
  deps: GrantDeps,
  provider: Provider,
  interaction: Interaction,
  accountId: string,
) {
  const clientId = String(interaction.params.client_id);
  const theirs = (grant: Grant | undefined) =>
    grant && grant.accountId === accountId && grant.clientId === clientId ? grant : undefined;
  const named = interaction.grantId
    ? theirs(await provider.Grant.find(interaction.grantId))
    : undefined;
  if (named) return named;
  const newest = await newestGrantId(deps, accountId, clientId);
  return newest ? theirs(await provider.Grant.find(newest)) : undefined;
}

export async function describeAuthorization(
  deps: GrantDeps,
  provider: Provider,
  uid: string,
  person: Person,
): Promise<Outcome<AuthorizationAsked>> {
  const { accountId } = person;
  const interaction = await pendingInteraction(provider, uid);
  if (!interaction) return notFound;
  if (needsNewerLogIn(interaction, person, deps.clock.now())) return logInAgain;
  const client = await provider.Client.find(String(interaction.params.client_id));
  if (!client) return notFound;
  const scopes = scopesOf(interaction);
  const grant = await existingGrant(deps, provider, interaction, accountId);
  const granted = grant?.getOIDCScope().split(' ') ?? [];
  return success({
    client_id: client.clientId,
    client_name: client.clientName ?? client.clientId,
    logo_uri: client.logoUri ?? null,
    scopes,
    consent_remembered:
      !consentAsked(interaction) && scopes.every((scope) => granted.includes(scope)),
  });
}

/**
 * The person's answer. Yes: log-in finished with the account, consent with a grant of the
 * scopes asked (added to the one they already gave this client). No: `access_denied` for the
 * partner app. Either way the answer is the provider's resume address.
 */
export async function answerAuthorization(
  deps: GrantDeps,
  provider: Provider,
  uid: string,
  person: Person,
  confirm: boolean,
): Promise<Outcome<{ redirect_url: string }>> {
  const { accountId } = person;
  const interaction = await pendingInteraction(provider, uid);
  if (!interaction) return notFound;
  if (confirm && needsNewerLogIn(interaction, person, deps.clock.now())) return logInAgain;
  if (!confirm) {
    interaction.result = { error: 'access_denied', error_description: 'the person refused' };
  } else {
    const clientId = String(interaction.params.client_id);
    const grant =
      (await existingGrant(deps, provider, interaction, accountId)) ??
      new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(scopesOf(interaction).join(' '));
    const grantId = await grant.save();
    // auth_time is the log-in's, not this answer's: a partner's max_age is measured from it.
    const ts = seconds(person.signedInAt);
    interaction.result = { login: { accountId, ts }, consent: { grantId } };
  }
  await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
  return success({ redirect_url: interaction.returnTo });
}
