/**
 * The referral cookie (behaviour §4: removed after sign-up): a visitor arriving with ?ref= keeps
 * the code for 30 days, so a sign-up later in the visit still carries it.
 */
import { REFERRAL_CODE_MAX_LENGTH } from '@foyer/contract';

export const REFERRAL_COOKIE = 'foyer_ref';
const MAX_AGE_S = 30 * 24 * 60 * 60;

const CODE_CHARS = /^[A-Za-z0-9_-]+$/;

export function rememberReferral(code: string, doc: Document = document): void {
  const value = code.trim();
  if (!value || value.length > REFERRAL_CODE_MAX_LENGTH || !CODE_CHARS.test(value)) return;
  doc.cookie = `${REFERRAL_COOKIE}=${value}; Max-Age=${MAX_AGE_S}; Path=/; SameSite=Lax`;
}

export function rememberedReferral(doc: Document = document): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== REFERRAL_COOKIE) continue;
    const value = rest.join('=');
    return CODE_CHARS.test(value) ? value : undefined;
  }
  return undefined;
}

export function forgetReferral(doc: Document = document): void {
  doc.cookie = `${REFERRAL_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
