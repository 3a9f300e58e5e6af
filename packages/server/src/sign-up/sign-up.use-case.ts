/**
 * Sign-up, in the order of behaviour §4 "Register", stated once for every register type and
 * variant (docs/decisions/051-use-cases-own-the-order.md):
 *
 * - a send step (a code, a link, a resend): the captcha of scene register 31004, the
 *   restrictions (IP ban, banned country of the visitor and of the phone, Chinese e-mail),
 *   the referral channel when the step names one, the farming check (decision 031), then the
 *   send;
 * - a completing step (a code, or a verified registration): the account gate (the same
 *   restrictions, now), the channel, the proof, then the account, its first session and the
 *   place it was made from; last, the Telegram data the visitor brought binds (decision 088).
 *
 * Routes read the request into these inputs and answer the outcome; they decide nothing.
 */
import type { MessagingDeps } from '../shared/deps.js';
import { CAPTCHA_SCENES, registerEntryOf } from '@foyer/contract';
import { success, type Outcome } from '../errors.js';
import type { CaptchaAnswer, CaptchaGate } from '../captcha/index.js';
import { admitAccount, type DoorDeps, type Visitor } from '../gates/index.js';
import { guardSignUp, signUpFactsOf } from '../restrictions/index.js';
import { resolveSignUpChannel, type ChannelFields, type SignUpChannel } from '../referral/index.js';
import { rememberPlace, type LoginPlace } from '../risk/index.js';
import type { Identity } from '../shared/identity.js';
import { ipKey } from '../shared/ip-key.js';
import { createAccount, type NewAccount, type SignedUp } from './sign-up-account.service.js';
import { completeRegistration, identityOf } from './pending-sign-up.service.js';
import type { SignUpDeclaration } from './sign-up-declaration.js';
import { assessSignUpSend } from './sign-up-risk.service.js';

export type SignUpDeps = DoorDeps & { captcha: Pick<CaptchaGate, 'check'> };

/** Who sends: the address, the device, and what the request carried for the checks. */
export interface SendVisit {
  ip: string;
  /** The device id's digest (shared/device-hash.ts). */
  deviceHash: string;
  /** The solved captcha the request carried (checked when CAPTCHA_ON_REGISTER is on). */
  captcha: CaptchaAnswer;
  /** A passed risk token of this target, after a security check (decision 031). */
  riskToken?: string | undefined;
  /** The client's `live_country_code` ('' none): it may refuse, never admit (decision 146). */
  liveCountry?: string | undefined;
}

/** One send step: whom it sends to, and the send itself once every check has passed. */
export interface SendStep<T> {
  /** The e-mail or phone; a resend reads it from its registration. */
  target: Identity | (() => Promise<Outcome<Identity>>);
  /** The referral fields, when the step checks them while the code field is on screen. */
  channel?: ChannelFields | undefined;
  send(identity: Identity): Promise<Outcome<T>>;
}

/** A send step's outcome: sent, or a security check first (its risk token, nothing sent). */
export type Sent<T> = { kind: 'sent'; value: T } | { kind: 'riskCheck'; riskToken: string };

export async function sendSignUp<T>(
  deps: SignUpDeps,
  visit: SendVisit,
  step: SendStep<T>,
): Promise<Outcome<Sent<T>>> {
  if (deps.config.captchaOnRegister) {
    const solved = await deps.captcha.check(visit.captcha, CAPTCHA_SCENES.register, visit.ip);
    if (!solved.ok) return solved;
  }
  const target = typeof step.target === 'function' ? await step.target() : success(step.target);
  if (!target.ok) return target;
  const identity = target.value;
  const facts = { ip: visit.ip, liveCountry: visit.liveCountry, ...signUpFactsOf(identity) };
  const allowed = await guardSignUp(deps, facts);
  if (!allowed.ok) return allowed;
  if (step.channel) {
    // An unknown code is refused here, while the code field is still on screen (42001).
    const channel = await resolveSignUpChannel(deps, step.channel);
    if (!channel.ok) return channel;
  }
  const sender = { deviceHash: visit.deviceHash, ip: ipKey(visit.ip) };
  const decision = await assessSignUpSend(deps, sender, identity, visit.riskToken);
  if (!decision.ok) return decision;
  if (decision.value.kind !== 'send') {
    return success({ kind: 'riskCheck', riskToken: decision.value.riskToken });
  }
  const sent = await step.send(identity);
  return sent.ok ? success({ kind: 'sent', value: sent.value }) : sent;
}

/**
 * A code sent to an e-mail or phone, or a registration verified by code or link: its own
 * e-mail, which the request may name (`named`, then it must be the registration's).
 */
export type SignUpProof =
  | { kind: 'code'; identity: Identity; code: string; uuid?: string | undefined }
  | { kind: 'registration'; uuid: string; named?: Identity | undefined };

/** A completing step: who, how the e-mail or phone was proven, and the account's fields. */
export interface CompleteSignUp {
  /** Who signs up, at the door of the route (gates/doors.ts). */
  visitor: Visitor;
  /** The device and country of the request: logging in from them later needs no check. */
  place: LoginPlace;
  proof: SignUpProof;
  password: string;
  site: NewAccount['site'];
  channel: ChannelFields;
  declaration?: SignUpDeclaration | undefined;
  /** Telegram Login data the visitor brought (behaviour §3 telegram_callback), to bind. */
  telegramCallback?: string | undefined;
  /** The `tx-id` header of this call (decision 141); a registration keeps its send step's. */
  txId?: string | null | undefined;
  /** Where the sign-up came from, as signUpVisitOf keeps it (decision 147). */
  visit?: string | null | undefined;
}

export type { SignedUp };

export async function completeSignUp(
  deps: DoorDeps & MessagingDeps,
  input: CompleteSignUp,
): Promise<Outcome<SignedUp>> {
  const { proof } = input;
  const row =
    proof.kind === 'registration' ? await deps.store.registrations.find(proof.uuid) : undefined;
  const identity = proof.kind === 'code' ? proof.identity : row && identityOf(row);
  // The account gate, asked now: a code or link asked for from an allowed place does not
  // carry over to a banned one.
  const admitted = await admitAccount(deps, input.visitor, identity);
  if (!admitted.ok) return admitted;
  const channel = await resolveSignUpChannel(deps, input.channel);
  if (!channel.ok) return channel;
  const arrival = {
    entry: identity ? registerEntryOf(identity.kind) : null,
    txId: input.txId ?? null,
    visit: input.visit ?? null,
  };
  const account = { ...newAccount(input, channel.value), arrival };
  const outcome =
    proof.kind === 'code'
      ? await createAccount(deps, admitted.value, proof, account)
      : await completeRegistration(deps, admitted.value, { ...proof, row }, account);
  if (!outcome.ok) return outcome;
  const accountId = outcome.value.account.id;
  await rememberPlace(deps, accountId, input.place);
  return outcome;
}

function newAccount(input: CompleteSignUp, channel: SignUpChannel): NewAccount {
  return {
    password: input.password,
    requestCountry: input.place.country,
    site: input.site,
    channel,
    declaration: input.declaration,
    // Bound once the account and its session exist, as on log-in (decision 024). A bind that
    // fails does not undo the sign-up: the answer says how it went, and the widget tells.
    afterwards: { telegramCallback: input.telegramCallback, newAccount: true },
  };
}
