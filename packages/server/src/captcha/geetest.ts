/**
 * The image captcha (GeeTest v3 style, behaviour §9 `geecaptcha`), one of the older providers.
 * captcha-info hands the browser `gt` (the public id) and a fresh `challenge`; the provider's
 * script answers geetest_challenge, geetest_validate and geetest_seccode. The server checks
 * the validate against its private key (md5(key + 'geetest' + challenge), as the provider's
 * SDK does), then asks the provider's validate URL (POST seccode, challenge, captchaid,
 * json_format=1; the provider answers `{seccode: md5(seccode)}`, or "false" when refused).
 * The URL is configuration, so tests stand a loopback server in for the provider.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DowngradeProvider } from '@foyer/contract';
import { failure, success, type Outcome } from '../errors.js';

export interface GeetestSettings {
  /** GEETEST_ID, the `gt` the browser gets. */
  id: string;
  /** GEETEST_KEY, never sent to the browser. */
  key: string;
  scriptUrl: string;
  verifyUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface GeetestAnswer {
  geetest_challenge?: string | undefined;
  geetest_validate?: string | undefined;
  geetest_seccode?: string | undefined;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A fresh challenge for one captcha-info answer (32 hex digits, as the provider's). */
export function geetestChallenge(): string {
  return randomBytes(16).toString('hex');
}

/**
 * behaviour §3 "Captcha info: gt, challenge, sGt, sChallenge" (decision 147): when the image
 * captcha is offered, its id and fresh challenge top-level, and a spare challenge of the same
 * id for one more try after the first one errs (a challenge serves one puzzle).
 */
export function geetestPairs(offered: readonly DowngradeProvider[]) {
  const geetest = offered.find((provider) => provider.type === 'geecaptcha');
  if (geetest?.type !== 'geecaptcha') return {};
  const { gt, challenge } = geetest;
  return { gt, challenge, sGt: gt, sChallenge: geetestChallenge() };
}

export async function verifyGeetest(
  settings: GeetestSettings,
  answer: GeetestAnswer,
): Promise<Outcome<void>> {
  const { geetest_challenge: challenge, geetest_validate: validate } = answer;
  const seccode = answer.geetest_seccode;
  if (!challenge || !validate || !seccode) {
    return failure({ kind: 'captchaFailed', reason: 'missing' });
  }
  // A validate not made with our key is forged: no need to ask the provider.
  if (!sameText(validate, md5(`${settings.key}geetest${challenge}`))) {
    return failure({ kind: 'captchaFailed', reason: 'rejected' });
  }
  const body = new URLSearchParams({
    seccode,
    challenge,
    captchaid: settings.id,
    json_format: '1',
  });
  try {
    const response = await (settings.fetch ?? fetch)(settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(settings.timeoutMs ?? 5_000),
    });
    const verdict = (await response.json()) as { seccode?: unknown };
    const accepted = typeof verdict.seccode === 'string' && sameText(verdict.seccode, md5(seccode));
    return accepted ? success(undefined) : failure({ kind: 'captchaFailed', reason: 'rejected' });
  } catch {
    return failure({ kind: 'captchaFailed', reason: 'provider' });
  }
}
