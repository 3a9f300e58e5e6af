/**
 * The QQ captcha (Tencent TCaptcha, behaviour §9 `qqcatpcha`), one of the older providers. The
 * browser's script answers `ticket` and `randstr`; the server checks them with the provider's
 * ticket/verify call (GET aid, AppSecretKey, Ticket, Randstr, UserIP; JSON `{response: "1"}`
 * when the ticket is good). The URL is configuration, so tests stand a loopback server in.
 */
import { failure, success, type Outcome } from '../errors.js';

export interface QqCaptchaSettings {
  /** QQCAPTCHA_APP_ID, sent to the browser. */
  appId: string;
  /** QQCAPTCHA_APP_SECRET, never sent to the browser. */
  appSecret: string;
  scriptUrl: string;
  verifyUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface QqCaptchaAnswer {
  ticket?: string | undefined;
  randstr?: string | undefined;
}

export async function verifyQqCaptcha(
  settings: QqCaptchaSettings,
  answer: QqCaptchaAnswer,
  remoteIp: string,
): Promise<Outcome<void>> {
  const { ticket, randstr } = answer;
  if (!ticket || !randstr) return failure({ kind: 'captchaFailed', reason: 'missing' });
  const url = new URL(settings.verifyUrl);
  url.searchParams.set('aid', settings.appId);
  url.searchParams.set('AppSecretKey', settings.appSecret);
  url.searchParams.set('Ticket', ticket);
  url.searchParams.set('Randstr', randstr);
  url.searchParams.set('UserIP', remoteIp);
  try {
    const response = await (settings.fetch ?? fetch)(url, {
      signal: AbortSignal.timeout(settings.timeoutMs ?? 5_000),
    });
    const verdict = (await response.json()) as { response?: unknown };
    return String(verdict.response) === '1'
      ? success(undefined)
      : failure({ kind: 'captchaFailed', reason: 'rejected' });
  } catch {
    // The provider could not be asked: refuse, and say why.
    return failure({ kind: 'captchaFailed', reason: 'provider' });
  }
}
