/**
 * reCAPTCHA, an older provider of behaviour §9, used when the new captcha is unavailable: load the
 * configured script, render an invisible widget, execute it, and answer its token as behaviour §3's
 * `g_recaptcha_response` with `type: 'recaptcha'` and `key_version: 'v2'`.
 */
import {
  CAPTCHA_KEY_VERSION,
  CAPTCHA_LOAD_TIMEOUT_MS,
  type DowngradeProvider,
} from '@foyer/contract';
import { loadScript, within, type ScriptLoader } from './load-script';

/** The part of the provider's browser API this uses. */
interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, parameters: Record<string, unknown>): number;
  execute(widgetId: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export interface RecaptchaFields {
  type: 'recaptcha';
  g_recaptcha_response: string;
  key_version: string;
}

/**
 * The token, or undefined when the provider could not be had: the widget was not ready within
 * the 5 s loading time-out, or it reported an error; rejected when the script did not load (10 s).
 */
export async function recaptchaAnswer(
  provider: Extract<DowngradeProvider, { type: 'recaptcha' }>,
  load: ScriptLoader = loadScript,
): Promise<RecaptchaFields | undefined> {
  // A script that did not load rejects: the chain reports it (solve-captcha.ts).
  await load(provider.script_url);
  const api = window.grecaptcha;
  if (!api) return undefined;
  const ready = await within(
    CAPTCHA_LOAD_TIMEOUT_MS,
    new Promise<true>((resolve) => api.ready(() => resolve(true))),
  );
  if (!ready) return undefined;
  const container = document.createElement('div');
  container.dataset.foyerCaptcha = 'recaptcha';
  document.body.append(container);
  const token = await new Promise<string | undefined>((resolve) => {
    const id = api.render(container, {
      sitekey: provider.site_key,
      size: 'invisible',
      callback: (value: string) => resolve(value),
      'expired-callback': () => resolve(undefined),
      'error-callback': () => resolve(undefined),
    });
    api.execute(id);
  });
  container.remove();
  return token
    ? { type: 'recaptcha', g_recaptcha_response: token, key_version: CAPTCHA_KEY_VERSION }
    : undefined;
}
