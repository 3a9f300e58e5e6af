/**
 * The captcha in front of log-in (SPEC §4 "Captcha required before submit"): the new,
 * self-hosted proof-of-work captcha first; when it is switched off, the configured older
 * providers, in order (SPEC §9 downgrade). `info` is what captcha-info answers; `check`
 * accepts a login's answer from whichever of them the widget used.
 */
import type { DowngradeProvider, MagpieVerifyInfo } from '@foyer/contract';
import { failure, type Outcome } from '../errors.js';
import type { Captcha } from './captcha.service.js';
import { verifyRecaptcha, type RecaptchaSettings } from './recaptcha.js';

export interface CaptchaGateSettings {
  pow: Captcha;
  /** Whether the new captcha is offered (CAPTCHA_NEW). */
  newEnabled: boolean;
  /** The older providers, in order (CAPTCHA_DOWNGRADE). */
  recaptcha?: RecaptchaSettings;
  downgrade: readonly 'recaptcha'[];
}

/** The captcha fields of a login body (SPEC §3). */
export interface CaptchaAnswer {
  magpie_verify_info?: MagpieVerifyInfo | undefined;
  type?: string | undefined;
  g_recaptcha_response?: string | undefined;
}

export interface CaptchaInfo {
  success: number;
  newCaptcha: boolean;
  scene: number;
  challenge?: Awaited<ReturnType<Captcha['issue']>>;
  downgrade: DowngradeProvider[];
  visible: boolean;
}

export interface CaptchaGate {
  info(scene: number): Promise<CaptchaInfo>;
  check(answer: CaptchaAnswer, scene: number, remoteIp: string): Promise<Outcome<void>>;
}

export function createCaptchaGate(settings: CaptchaGateSettings): CaptchaGate {
  const { pow, newEnabled, recaptcha } = settings;
  const downgrade: DowngradeProvider[] = settings.downgrade.flatMap((type) =>
    type === 'recaptcha' && recaptcha
      ? [{ type, site_key: recaptcha.siteKey, script_url: recaptcha.scriptUrl }]
      : [],
  );
  return {
    async info(scene) {
      const base = { scene, downgrade, visible: false };
      if (!newEnabled) return { ...base, success: 0, newCaptcha: false };
      return { ...base, success: 1, newCaptcha: true, challenge: await pow.issue(scene) };
    },

    async check(answer, scene, remoteIp) {
      if (answer.type === 'recaptcha') {
        if (!recaptcha || !settings.downgrade.includes('recaptcha')) {
          return failure({ kind: 'captchaFailed', reason: 'provider' });
        }
        return verifyRecaptcha(recaptcha, answer.g_recaptcha_response, remoteIp);
      }
      if (answer.type !== undefined) return failure({ kind: 'captchaFailed', reason: 'provider' });
      if (!newEnabled) return failure({ kind: 'captchaFailed', reason: 'missing' });
      return pow.verify(answer.magpie_verify_info, scene);
    },
  };
}
