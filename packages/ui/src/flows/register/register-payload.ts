/** Bodies of the sign-up calls (behaviour §3): send the verification, then create the account. */
import { LOGIN_TYPE, TERMS_VERSION, VERIFY_TYPE, registerEntryOf } from '@foyer/contract';
import { passwordDigest } from '../../api/password-digest';
import { callingCodeOf, type CredentialsForm } from '../shared/credentials-form';
import type { ChannelPayload } from './referral/channel-fields';
import { isStepMode, usesLink, type RegisterType } from './register-step';

function referral(form: Pick<CredentialsForm, 'referral'>): { ref?: string } {
  const ref = form.referral.trim();
  return ref ? { ref } : {};
}

/** behaviour §3 register payloads: the code as `ref` and as `user_code` (the invite/referral code). */
function referralOfAccount(form: Pick<CredentialsForm, 'referral'>) {
  const code = referral(form);
  return code.ref ? { ...code, user_code: code.ref } : code;
}

/**
 * What the person declared (decision 038): the account-making calls below are reached only
 * after the sign-up gate proceeded, which it does only when dialog 1 was confirmed, and the
 * form only submits with the terms ticked; the server keeps both with the account.
 */
export const SIGN_UP_DECLARATION = { residence_declared: true, terms_version: TERMS_VERSION };

/** verify_type of the send step: 2 (link) for the link types by e-mail, else 1 (code). */
export function verifyTypeOf(type: RegisterType, form: CredentialsForm) {
  return usesLink(type, form.method) ? VERIFY_TYPE.LINK : VERIFY_TYPE.CODE;
}

/**
 * POST /verify/register/email|mobile (old mode) or /user/public/register/info (new mode):
 * where the code or the link goes. The new mode's ACCOUNT step also carries the channel
 * (signUpChannel), so the server refuses an unknown code before sending (decision 032).
 */
export function sendVerificationPayload(
  form: CredentialsForm,
  type: RegisterType,
  lang: string,
  impliedCountry?: string,
  channel: ChannelPayload = {},
) {
  if (isStepMode(type)) return accountStepPayload(form, type, lang, impliedCountry, channel);
  const common = { ...referral(form), lang };
  if (form.method === 'email') {
    const verify_type = verifyTypeOf(type, form);
    return { email: form.email, ...common, verify_type, login_type: LOGIN_TYPE.EMAIL };
  }
  const country_code = callingCodeOf(form, impliedCountry);
  return {
    mobile: form.mobile,
    country_code,
    ...common,
    verify_type: VERIFY_TYPE.CODE,
    login_type: LOGIN_TYPE.PHONE,
  };
}

/**
 * The new mode's ACCOUNT step as behaviour §3 "Step-3 register" spells it: one `username`
 * (the e-mail, or the phone's digits: the server tells them apart by the same phone pattern)
 * and the phone's calling code as `areaCode`, with the channel (decision 032).
 */
function accountStepPayload(
  form: CredentialsForm,
  type: RegisterType,
  lang: string,
  impliedCountry: string | undefined,
  channel: ChannelPayload,
) {
  const common = { ...referral(form), lang, ...channel };
  if (form.method === 'email') {
    const verify_type = verifyTypeOf(type, form);
    return { username: form.email, ...common, verify_type, login_type: LOGIN_TYPE.EMAIL };
  }
  return {
    username: form.mobile,
    areaCode: callingCodeOf(form, impliedCountry),
    ...common,
    verify_type: VERIFY_TYPE.CODE,
    login_type: LOGIN_TYPE.PHONE,
  };
}

/** Who a send step names, as the captcha's `login_name` reads it. */
export function loginNameOf(
  payload: { email: string } | { mobile: string } | { username: string },
): string {
  if ('username' in payload) return payload.username;
  return 'email' in payload ? payload.email : payload.mobile;
}

/** The old code payload kept for callers that only send codes. */
export function sendCodePayload(form: CredentialsForm, lang: string, impliedCountry?: string) {
  return sendVerificationPayload(form, 'oldCode', lang, impliedCountry);
}

/** POST /register/email|mobile (or register_compliance): with the code, or the link's uuid. */
export async function createAccountPayload(
  form: CredentialsForm,
  code: string,
  uuid: string | null,
  lang: string,
  impliedCountry?: string,
  type: RegisterType = 'oldCode',
) {
  const common = {
    password: await passwordDigest(form.password),
    ...referralOfAccount(form),
    lang,
    ...(uuid ? { uuid } : {}),
    ...SIGN_UP_DECLARATION,
  };
  if (form.method === 'email' && usesLink(type, form.method) && uuid) {
    return { email: form.email, ...common, uuid, verify_type: VERIFY_TYPE.LINK };
  }
  if (form.method === 'email') {
    return { email: form.email, emailverify: code, ...common, verify_type: VERIFY_TYPE.CODE };
  }
  const country_code = callingCodeOf(form, impliedCountry);
  return { mobile: form.mobile, country_code, smsverify: code, ...common };
}

/**
 * POST /user/public/register/password: the verified sign-up's password, hashed, with the code
 * and the channel of the sign-up (signUpChannel), as the one-step register (decision 032).
 */
export async function passwordStepPayload(
  uuid: string,
  form: Pick<CredentialsForm, 'password' | 'referral'>,
  lang: string,
  channel: ChannelPayload = {},
) {
  return {
    uuid,
    password: await passwordDigest(form.password),
    ...referralOfAccount(form),
    lang,
    ...channel,
    ...SIGN_UP_DECLARATION,
  };
}

/**
 * A new sign-up's id, the `tx-id` of its calls (behaviour §7, decision 141): a random UUID, made
 * when its verification is first sent, kept for its resends and the call that makes the account.
 */
export function newSignUpTxId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; an http page of a test host has getRandomValues only.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The headers of behaviour §7 on a sign-up call: `tx-id` always, and on the account step
 * (`/user/public/register/info`) its `entry`, 1 for an e-mail, 5 for a phone.
 */
export function signUpCallHeaders(
  txId: string,
  account?: Pick<CredentialsForm, 'method'>,
): Record<string, string> {
  const headers: Record<string, string> = txId ? { 'tx-id': txId } : {};
  if (account) headers.entry = String(registerEntryOf(account.method));
  return headers;
}
