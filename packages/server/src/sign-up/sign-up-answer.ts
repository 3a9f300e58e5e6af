/**
 * What the sign-up routes share: reading a request into the use-case's inputs
 * (sign-up.use-case.ts) and answering its outcomes. Nothing here decides.
 */
import { ok, REGISTER_ENTRY, SIGN_UP_TX_ID_PATTERN, type RegisterEntry } from '@foyer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure, success, type Outcome } from '../errors.js';
import { answer } from '../http/answer.js';
import { withLanguage, type RouteContext } from '../http/context.js';
import { visitorAt } from '../gates/index.js';
import { requestSite } from '../shared/site-rules.js';
import {
  referralRefusal,
  signUpVisitOf,
  withEuSubscription,
  type ChannelFields,
  type SignUpVisitFields,
} from '../referral/index.js';
import { emailIdentity, mobileIdentity } from '../shared/identity.js';
import { deviceHashOf, requestDevice } from '../shared/device-hash.js';
import { liveCountryOf } from '../shared/live-country.js';
import { tgBindField } from '../telegram/index.js';
import { answerWithSession } from '../sessions/index.js';
import { browserSummary } from '../shared/browser-summary.js';
import type { CaptchaAnswer } from '../captcha/index.js';
import type { SignUpRequester } from './pending-sign-up.service.js';
import { declarationOf } from './sign-up-declaration.js';
import {
  completeSignUp,
  type CompleteSignUp,
  type SendVisit,
  type Sent,
  type SignedUp,
  type SignUpProof,
} from './sign-up.use-case.js';

/** Who is signing up, as the activation page will show it. */
export function signUpRequester(
  ctx: RouteContext,
  request: FastifyRequest,
  lang: string | undefined,
): SignUpRequester {
  const platform = request.headers.platform;
  return {
    ip: request.ip,
    country: ctx.geo.countryOf(request.ip),
    browser: browserSummary(request.headers['user-agent']),
    platform: typeof platform === 'string' && platform.length > 0 ? platform.slice(0, 32) : 'web',
    lang,
  };
}

/** The sign-up headers of behaviour §7, as read (decision 141). */
export interface SignUpHeaders {
  /** `tx-id`: the widget's id of this sign-up; null when none was sent. */
  txId: string | null;
  /** `entry`: the register entry code the client names; null when none was sent. */
  entry: RegisterEntry | null;
}

const ENTRIES: readonly number[] = Object.values(REGISTER_ENTRY);

/** A header's one value, or undefined (absent, or sent twice). */
function oneHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * `tx-id` and `entry` of a sign-up call (behaviour §7 "headers tx-id, entry"): both optional; a
 * malformed one is refused in the envelope (10004) rather than dropped, so a client learns of it.
 */
export function signUpHeaders(request: FastifyRequest): Outcome<SignUpHeaders> {
  const txId = oneHeader(request, 'tx-id');
  if (txId !== undefined && !SIGN_UP_TX_ID_PATTERN.test(txId)) {
    return failure({ kind: 'invalidParams', message: 'tx-id: invalid' });
  }
  const entryText = oneHeader(request, 'entry');
  const entry = entryText === undefined ? null : Number(entryText);
  if (entry !== null && (!/^\d{1,3}$/.test(entryText ?? '') || !ENTRIES.includes(entry))) {
    return failure({ kind: 'invalidParams', message: 'entry: invalid' });
  }
  return success({ txId: txId ?? null, entry: entry as RegisterEntry | null });
}

/** The sender of a send step: the address, the device, the captcha and risk token sent. */
export function sendVisitOf(
  request: FastifyRequest,
  body: CaptchaAnswer & { risk_token?: string | undefined },
): SendVisit {
  return {
    ip: request.ip,
    deviceHash: deviceHashOf(request.headers.guid),
    captcha: body,
    riskToken: body.risk_token,
    liveCountry: liveCountryOf(request),
  };
}

/** A send step's answer: its own result, or `{risk_token, risk_token_type: 'pass'}`. */
export function answerSent<T extends object>(reply: FastifyReply, outcome: Outcome<Sent<T>>) {
  return answer(reply, outcome, (sent) =>
    sent.kind === 'sent'
      ? ok(sent.value)
      : ok({ risk_token: sent.riskToken, risk_token_type: 'pass' as const }),
  );
}

type DeclarationFields = Parameters<typeof declarationOf>[0];

/** What a completing step reads besides the proof: the account's fields and Telegram's data. */
type CompletingFields = {
  password: string;
  telegram_callback?: string | undefined;
  euSubscription?: boolean | number | undefined;
} & ChannelFields &
  DeclarationFields &
  SignUpVisitFields;

/** What a completing call by e-mail carries: the code, or (verify_type 2) the activated link's uuid. */
interface EmailProofFields {
  email: string;
  emailverify?: string | undefined;
  uuid?: string | undefined;
  verify_type?: number | undefined;
}

/** How a completing call by e-mail proves the address: its code, or its activated link. */
export function emailProof(body: EmailProofFields): SignUpProof {
  const identity = emailIdentity(body.email);
  // verify_type 2 (oldLink): the account of the activated link this e-mail was sent.
  return body.verify_type === 2
    ? { kind: 'registration', uuid: body.uuid ?? '', named: identity }
    : { kind: 'code', identity, code: body.emailverify ?? '', uuid: body.uuid };
}

/** How a completing call by mobile proves the number: its SMS code. */
export function mobileProof(body: {
  country_code: string;
  mobile: string;
  smsverify: string;
  uuid?: string | undefined;
}): SignUpProof {
  const identity = mobileIdentity(body.country_code, body.mobile);
  return { kind: 'code', identity, code: body.smsverify, uuid: body.uuid };
}

/**
 * A completing step from its request: the visitor at the route's door, the place, the site,
 * the channel and declaration fields, the Telegram data; then the new account's answer: the
 * session cookie, and `{id}` (with `tg_bind_result` when Telegram data came) and the token
 * top-level.
 */
export async function completeAndAnswer(
  ctx: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  proof: SignUpProof,
  fields: CompletingFields,
) {
  const site = requestSite(request.hostname);
  // A referral field the site's compliance config hides cannot be sent around the widget.
  const hidden = referralRefusal(ctx, site, fields);
  if (hidden) return answer(reply, failure(hidden), ok);
  const headers = signUpHeaders(request);
  if (!headers.ok) return answer(reply, headers, ok);
  const input: CompleteSignUp = {
    visitor: visitorAt(request, ctx.geo),
    place: { ...requestDevice(request), country: ctx.geo.countryOf(request.ip) },
    proof,
    password: fields.password,
    site,
    channel: withEuSubscription(fields, site),
    declaration: declarationOf(fields),
    telegramCallback: fields.telegram_callback,
    txId: headers.value.txId,
    visit: signUpVisitOf(fields),
  };
  const outcome: Outcome<SignedUp> = await completeSignUp(withLanguage(ctx, request), input);
  const sessionOf = (signedUp: SignedUp) => signedUp.session;
  return answerWithSession(reply, ctx, outcome, sessionOf, ({ account, session, also }) =>
    ok({ id: account.id, ...tgBindField(also.tgBindResult) }, { token: session.token }),
  );
}
