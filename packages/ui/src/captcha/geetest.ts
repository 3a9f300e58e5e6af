/**
 * The image captcha (GeeTest v3 style, behaviour §9 `geecaptcha`), an older provider used when the
 * new captcha is unavailable: load the configured gt.js, start it with captcha-info's gt and
 * challenge, wait for it to be ready (the 5 s loading time-out), pop the puzzle up, and answer
 * behaviour §3's "geetest validate" fields with `type: 'geecaptcha'`.
 */
import { CAPTCHA_LOAD_TIMEOUT_MS, type DowngradeProvider } from '@foyer/contract';
import { loadScript, within, type ScriptLoader } from './load-script';

/** The validate the provider hands back after a solved puzzle. */
interface GeetestValidate {
  geetest_challenge: string;
  geetest_validate: string;
  geetest_seccode: string;
}

/** The part of the provider's browser API this uses. */
export interface GeetestCaptcha {
  onReady(callback: () => void): GeetestCaptcha;
  onSuccess(callback: () => void): GeetestCaptcha;
  onError(callback: () => void): GeetestCaptcha;
  onClose(callback: () => void): GeetestCaptcha;
  getValidate(): GeetestValidate | false | undefined;
  verify(): void;
}

declare global {
  interface Window {
    initGeetest?: (
      config: Record<string, unknown>,
      ready: (captcha: GeetestCaptcha) => void,
    ) => void;
  }
}

export interface GeetestFields extends GeetestValidate {
  type: 'geecaptcha';
}

type GeetestProvider = Extract<DowngradeProvider, { type: 'geecaptcha' }>;

/** A solved puzzle's validate; 'error' when the provider failed; undefined when closed. */
type PuzzleOutcome = GeetestValidate | 'error' | undefined;

/** One puzzle of `challenge`, within the 5 s loading time-out, popped up over the form. */
async function puzzle(gt: string, challenge: string): Promise<PuzzleOutcome> {
  const init = window.initGeetest;
  if (!init) return undefined;
  let settle: (value: PuzzleOutcome) => void = () => undefined;
  const answered = new Promise<PuzzleOutcome>((resolve) => (settle = resolve));
  const ready = new Promise<GeetestCaptcha>((resolve) => {
    // 'bind': no button of the provider's own; verify() shows the puzzle over the form.
    init({ gt, challenge, offline: false, new_captcha: true, product: 'bind' }, (captcha) => {
      captcha
        .onReady(() => resolve(captcha))
        .onSuccess(() => settle(captcha.getValidate() || undefined))
        .onError(() => settle('error'))
        .onClose(() => settle(undefined));
    });
  });
  const captcha = await within(CAPTCHA_LOAD_TIMEOUT_MS, ready);
  if (!captcha) return undefined;
  captcha.verify();
  return answered;
}

/**
 * The validate, or undefined when the provider could not be had: it was not ready within the
 * 5 s loading time-out, it failed, or the person closed it; rejected when the script did not
 * load (10 s).
 * A challenge serves one puzzle: after a failure, captcha-info's spare (`sChallenge`, decision
 * 147) gets one more try; after a close, nothing does.
 */
export async function geetestAnswer(
  provider: GeetestProvider,
  load: ScriptLoader = loadScript,
  spareChallenge?: string,
): Promise<GeetestFields | undefined> {
  // A script that did not load rejects: the chain reports it (solve-captcha.ts).
  await load(provider.script_url);
  const first = await puzzle(provider.gt, provider.challenge);
  const retried = first === 'error' && spareChallenge;
  const answer = retried ? await puzzle(provider.gt, spareChallenge) : first;
  return answer && answer !== 'error' ? { type: 'geecaptcha', ...answer } : undefined;
}
