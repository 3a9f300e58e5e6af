/**
 * The QQ captcha (Tencent TCaptcha, behaviour §9 `qqcatpcha`), an older provider used when the new
 * captcha is unavailable: load the configured TCaptcha.js, create the captcha with the app id,
 * wait for its `ready` (the 5 s loading time-out), and answer behaviour §3's `ticket`/`randstr`.
 */
import { CAPTCHA_LOAD_TIMEOUT_MS, type DowngradeProvider } from '@foyer/contract';
import { loadScript, within, type ScriptLoader } from './load-script';

/** What the provider calls back with: ret 0 and a ticket when solved, 2 when closed. */
export interface TencentCaptchaResult {
  ret: number;
  ticket?: string;
  randstr?: string;
}

/** The part of the provider's browser API this uses. */
export interface TencentCaptchaApi {
  show(): void;
}

declare global {
  interface Window {
    TencentCaptcha?: new (
      appId: string,
      callback: (result: TencentCaptchaResult) => void,
      options: { ready?: () => void },
    ) => TencentCaptchaApi;
  }
}

export interface QqCaptchaFields {
  type: 'qqcatpcha';
  ticket: string;
  randstr: string;
}

type QqProvider = Extract<DowngradeProvider, { type: 'qqcatpcha' }>;

/**
 * The ticket, or undefined when the provider could not be had: it was not ready within the 5 s
 * loading time-out, or the person closed it; rejected when the script did not load (10 s).
 */
export async function qqCaptchaAnswer(
  provider: QqProvider,
  load: ScriptLoader = loadScript,
): Promise<QqCaptchaFields | undefined> {
  // A script that did not load rejects: the chain reports it (solve-captcha.ts).
  await load(provider.script_url);
  const TencentCaptcha = window.TencentCaptcha;
  if (!TencentCaptcha) return undefined;
  let settle: (value: TencentCaptchaResult) => void = () => undefined;
  const answered = new Promise<TencentCaptchaResult>((resolve) => (settle = resolve));
  let captcha: TencentCaptchaApi | undefined;
  const ready = new Promise<true>((resolve) => {
    captcha = new TencentCaptcha(provider.app_id, settle, { ready: () => resolve(true) });
    captcha.show();
  });
  if (!(await within(CAPTCHA_LOAD_TIMEOUT_MS, ready))) return undefined;
  const { ret, ticket, randstr } = await answered;
  return ret === 0 && ticket && randstr ? { type: 'qqcatpcha', ticket, randstr } : undefined;
}
