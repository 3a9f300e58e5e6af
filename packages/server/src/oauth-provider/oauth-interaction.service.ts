/**
 * The OAuth view's two steps (docs/decisions/076): what an authorization request asks of the
 * signed-in person (pre_authorize) and their answer (confirm_auth). Both name the provider's
 * interaction by its uid; the request itself (client, redirect URI, scopes) is the provider's
 * record, checked when the partner app sent the browser, never read from the view's address.
 *
 * The person is the account of the Foyer session the session gate resolved, so the account
 * gates of every private call apply (a banned or terminated account never gets here). The
 * answer finishes the provider's log-in with that account and its consent with a grant of
 * the scopes asked; the browser then goes to the provider's resume address, which only the
 * browser that began the request can use (the provider's resume cookie).
 */
import type Provider from 'oidc-provider';
import { failure, success, type Outcome } from '../errors.js';

type Interaction = InstanceType<Provider['Interaction']>;

export interface AuthorizationAsked {
  client_id: string;
  client_name: string;
  logo_uri: string | null;
  scopes: string[];
  consent_remembered: boolean;
}

const notFound = failure<never>({ kind: 'oauthRequestNotFound' });

/** The interaction of this uid while it awaits the person's answer. */
async function pendingInteraction(
  provider: Provider,
  uid: string,
): Promise<Interaction | undefined> {
  const interaction = await provider.Interaction.find(uid);
  // One that has a result was answered already: its resume address is spent or about to be.
  return interaction && !interaction.result ? interaction : undefined;
}

const scopesOf = (interaction: Interaction) =>
  String(interaction.params.scope ?? '')
    .split(' ')
    .filter(Boolean);

/** The grant the provider already holds for this account and client, if it is theirs. */
async function existingGrant(provider: Provider, interaction: Interaction, accountId: string) {
  if (!interaction.grantId) return undefined;
  const grant = await provider.Grant.find(interaction.grantId);
  const clientId = String(interaction.params.client_id);
  return grant && grant.accountId === accountId && grant.clientId === clientId ? grant : undefined;
}

export async function describeAuthorization(
  provider: Provider,
  uid: string,
  accountId: string,
): Promise<Outcome<AuthorizationAsked>> {
  const interaction = await pendingInteraction(provider, uid);
  if (!interaction) return notFound;
  const client = await provider.Client.find(String(interaction.params.client_id));
  if (!client) return notFound;
  const scopes = scopesOf(interaction);
  const grant = await existingGrant(provider, interaction, accountId);
  const granted = grant?.getOIDCScope().split(' ') ?? [];
  return success({
    client_id: client.clientId,
    client_name: client.clientName ?? client.clientId,
    logo_uri: client.logoUri ?? null,
    scopes,
    consent_remembered: scopes.every((scope) => granted.includes(scope)),
  });
}

/**
 * The person's answer. Yes: log-in finished with the account, consent with a grant of the
 * scopes asked (added to the one they already gave this client). No: `access_denied` for the
 * partner app. Either way the answer is the provider's resume address.
 */
export async function answerAuthorization(
  provider: Provider,
  uid: string,
  accountId: string,
  confirm: boolean,
): Promise<Outcome<{ redirect_url: string }>> {
  const interaction = await pendingInteraction(provider, uid);
  if (!interaction) return notFound;
  if (!confirm) {
    interaction.result = { error: 'access_denied', error_description: 'the person refused' };
  } else {
    const clientId = String(interaction.params.client_id);
    const grant =
      (await existingGrant(provider, interaction, accountId)) ??
      new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(scopesOf(interaction).join(' '));
    const grantId = await grant.save();
    interaction.result = { login: { accountId }, consent: { grantId } };
  }
  await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
  return success({ redirect_url: interaction.returnTo });
}
