/**
 * reCAPTCHA, one of behaviour §9's older providers: the browser's answer is checked with the
 * provider's siteverify call (POST secret, response, remoteip; JSON `{success}`). The URL is
 * configuration, so tests stand a loopback server in for the provider.
 */
import type { Outcome } from '../errors.js';
import { failure, success } from '../errors.js';

export interface RecaptchaSettings {
  siteKey: string;
  secret: string;
  scriptUrl: string;
  verifyUrl: string;
  /** How long the provider may take to answer. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export async function verifyRecaptcha(
  settings: RecaptchaSettings,
  response: string | undefined,
  remoteIp: string,
): Promise<Outcome<void>> {
  if (!response) return failure({ kind: 'captchaFailed', reason: 'missing' });
  const body = new URLSearchParams({ secret: settings.secret, response, remoteip: remoteIp });
  try {
    const answer = await (settings.fetch ?? fetch)(settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(settings.timeoutMs ?? 5_000),
    });
    const verdict = (await answer.json()) as { success?: unknown };
    return verdict.success === true
      ? success(undefined)
      : failure({ kind: 'captchaFailed', reason: 'rejected' });
  } catch {
    // The provider could not be asked: refuse, and say why (a log line names the cause).
    return failure({ kind: 'captchaFailed', reason: 'provider' });
  }
}
