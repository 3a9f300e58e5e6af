/**
 * The captcha in front of log-in (behaviour §4 "Captcha required before submit"): the new,
 * self-hosted proof-of-work captcha first; when it is switched off, the configured older
 * providers, in order (behaviour §9 downgrade: geecaptcha, recaptcha, QQ). `info` is what
 * captcha-info answers; `check` accepts a login's answer from whichever of them the widget used,
 * if that scene offered it (CAPTCHA_SCENE_PROVIDERS, decision 038). A scene no list names takes
 * only its own captcha: the proof-of-work while it is on, so a weaker provider's answer cannot
 * stand in for it; the older providers only when it is off (decision 109).
 */
import type { DowngradeProvider, MagpieVerifyInfo } from '@foyer/contract';
import { failure, type Outcome } from '../errors.js';
import type { Captcha } from './captcha.service.js';
import {
  geetestChallenge,
  geetestPairs,
  verifyGeetest,
  type GeetestAnswer,
  type GeetestSettings,
} from './geetest.js';
import { verifyQqCaptcha, type QqCaptchaAnswer, type QqCaptchaSettings } from './qq-captcha.js';
import { verifyRecaptcha, type RecaptchaSettings } from './recaptcha.js';

/** CAPTCHA_DOWNGRADE's names; `qq` is the provider behaviour §9 types `qqcatpcha`. */
export type DowngradeName = 'geecaptcha' | 'recaptcha' | 'qq';

export interface CaptchaGateSettings {
  pow: Captcha;
  /** Whether the new captcha is offered (CAPTCHA_NEW). */
  newEnabled: boolean;
  /** Whether a visible checkbox comes before the proof-of-work (CAPTCHA_VISIBLE). */
  visible?: boolean;
  /** The older providers, in order (CAPTCHA_DOWNGRADE), and each one's settings. */
  downgrade: readonly DowngradeName[];
  recaptcha?: RecaptchaSettings | undefined;
  geetest?: GeetestSettings | undefined;
  qq?: QqCaptchaSettings | undefined;
  /**
   * Per scene, the providers it offers ('new' is the proof-of-work). A scene not named offers
   * the proof-of-work alone while it is on, else the older providers (decision 109).
   */
  sceneProviders?: ReadonlyMap<number, readonly ('new' | DowngradeName)[]>;
}

/** What one scene offers: whether the proof-of-work, and which older providers in order. */
interface SceneOffer {
  pow: boolean;
  downgrade: readonly DowngradeName[];
}

/** What a scene offers while the proof-of-work is on and no list names the scene. */
const OWN_CAPTCHA_ONLY: SceneOffer = { pow: true, downgrade: [] };

/** The wire type of each older provider's answer (behaviour §9 spells QQ `qqcatpcha`). */
const ANSWER_TYPES: Record<DowngradeName, string> = {
  geecaptcha: 'geecaptcha',
  recaptcha: 'recaptcha',
  qq: 'qqcatpcha',
};

/** The captcha fields of a login body (behaviour §3). */
export interface CaptchaAnswer extends GeetestAnswer, QqCaptchaAnswer {
  magpie_verify_info?: MagpieVerifyInfo | undefined;
  type?: string | undefined;
  g_recaptcha_response?: string | undefined;
}

export interface CaptchaInfo {
  success: number;
  newCaptcha: boolean;
  scene: number;
  /** The proof-of-work challenge (decision 147 renamed it from `challenge`). */
  pow?: Awaited<ReturnType<Captcha['issue']>>;
  downgrade: DowngradeProvider[];
  /** GeeTest's pair and a spare, when the image captcha is offered (geetestPairs). */
  gt?: string;
  challenge?: string;
  sGt?: string;
  sChallenge?: string;
  visible: boolean;
}

export interface CaptchaGate {
  info(scene: number): Promise<CaptchaInfo>;
  check(answer: CaptchaAnswer, scene: number, remoteIp: string): Promise<Outcome<void>>;
}

export function createCaptchaGate(settings: CaptchaGateSettings): CaptchaGate {
  const { pow, newEnabled, downgrade } = settings;
  const offerOf = (scene: number): SceneOffer => {
    const named = settings.sceneProviders?.get(scene);
    // The default scene set: the scene's own captcha only. A downgrade from the proof-of-work
    // is opted into per scene, by naming it (decision 109).
    if (named === undefined) return newEnabled ? OWN_CAPTCHA_ONLY : { pow: false, downgrade };
    return { pow: named.includes('new'), downgrade: downgrade.filter((n) => named.includes(n)) };
  };
  /**
   * Whether the scene's offer left out a provider that is configured. Providers not configured
   * at all keep their older refusals ('missing', 'provider').
   */
  const narrowedAway = (offer: SceneOffer, type: string | undefined): boolean => {
    if (type === undefined) return newEnabled && !offer.pow;
    const name = downgrade.find((configured) => ANSWER_TYPES[configured] === type);
    return name !== undefined && !offer.downgrade.includes(name);
  };
  const recaptcha = downgrade.includes('recaptcha') ? settings.recaptcha : undefined;
  const geetest = downgrade.includes('geecaptcha') ? settings.geetest : undefined;
  const qq = downgrade.includes('qq') ? settings.qq : undefined;

  // Built per answer: the image captcha needs a fresh challenge each time.
  const providers = (offered: readonly DowngradeName[]): DowngradeProvider[] =>
    offered.flatMap((name): DowngradeProvider[] => {
      if (name === 'recaptcha' && recaptcha) {
        return [{ type: name, site_key: recaptcha.siteKey, script_url: recaptcha.scriptUrl }];
      }
      if (name === 'geecaptcha' && geetest) {
        const { id: gt, scriptUrl: script_url } = geetest;
        return [{ type: name, gt, challenge: geetestChallenge(), script_url }];
      }
      if (name === 'qq' && qq) {
        return [{ type: 'qqcatpcha', app_id: qq.appId, script_url: qq.scriptUrl }];
      }
      return [];
    });

  return {
    async info(scene) {
      const offer = offerOf(scene);
      const downgradeNow = providers(offer.downgrade);
      const base = {
        scene,
        downgrade: downgradeNow,
        ...geetestPairs(downgradeNow),
        visible: settings.visible ?? false,
      };
      if (!offer.pow) return { ...base, success: 0, newCaptcha: false };
      return { ...base, success: 1, newCaptcha: true, pow: await pow.issue(scene) };
    },

    async check(answer, scene, remoteIp) {
      const refused = failure({ kind: 'captchaFailed', reason: 'provider' });
      if (narrowedAway(offerOf(scene), answer.type)) {
        // Configured, but not for this scene: an answer solved elsewhere, or a weaker provider.
        return failure({ kind: 'captchaFailed', reason: 'notOffered' });
      }
      switch (answer.type) {
        case undefined:
          if (!newEnabled) return failure({ kind: 'captchaFailed', reason: 'missing' });
          return pow.verify(answer.magpie_verify_info, scene);
        case 'recaptcha':
          return recaptcha
            ? verifyRecaptcha(recaptcha, answer.g_recaptcha_response, remoteIp)
            : refused;
        case 'geecaptcha':
          return geetest ? verifyGeetest(geetest, answer) : refused;
        case 'qqcatpcha':
          return qq ? verifyQqCaptcha(qq, answer, remoteIp) : refused;
        default:
          return refused;
      }
    },
  };
}
