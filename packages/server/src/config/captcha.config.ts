/** The captchas: the self-hosted proof-of-work, the older providers, and which scene offers which. */
import { CAPTCHA_SCENES } from '@foyer/contract';
import type { Config } from '../config.js';
import type { GeetestSettings, QqCaptchaSettings, RecaptchaSettings } from '../captcha/index.js';
import { boolean, integerIn, listOf, optionalSecret, optionalUrl, setting } from './settings.js';

export const CAPTCHA_SETTINGS = {
  /**
   * CAPTCHA_SECRET: HMAC key that signs captcha challenges, at least 32 characters. Unset: a
   * random key per process, which is fine for one instance; instances sharing a database
   * must share it.
   */
  captchaSecret: setting('CAPTCHA_SECRET', undefined, (raw) => optionalSecret(raw, 32)),
  /**
   * CAPTCHA_DIFFICULTY: the largest counter a challenge may need, 1..10_000_000; the browser
   * tries about half of it on average (one SHA-256 each). Default 50000.
   */
  captchaDifficulty: setting('CAPTCHA_DIFFICULTY', '50000', (raw) => integerIn(raw, 1, 1e7)),
  /** CAPTCHA_ON_LOGIN: require a solved captcha with every password login. Default true. */
  captchaOnLogin: setting('CAPTCHA_ON_LOGIN', 'true', boolean),
  /**
   * CAPTCHA_ON_REGISTER: require a solved captcha of scene register 31004 with every sign-up
   * send step (/verify/register/*, /user/public/register/info). Default true.
   */
  captchaOnRegister: setting('CAPTCHA_ON_REGISTER', 'true', boolean),
  /**
   * CAPTCHA_ON_SENDS: require a solved captcha of the send's own scene with every other call
   * that sends a code: recovery 31006, the self-help unblock's first step 31007 and the
   * security-verification send 31008 (docs/decisions/035). Default true.
   */
  captchaOnSends: setting('CAPTCHA_ON_SENDS', 'true', boolean),
  /**
   * CAPTCHA_NEW: offer the self-hosted proof-of-work captcha (SPEC's new captcha). false makes
   * captcha-info report it unavailable, so the widget downgrades. Default true.
   */
  captchaNew: setting('CAPTCHA_NEW', 'true', boolean),
  /**
   * CAPTCHA_DOWNGRADE: the older providers, in order, comma separated (behaviour §4, §9; the
   * old list is geecaptcha,recaptcha,qq). Supported: geecaptcha, recaptcha, qq. Default none.
   * With CAPTCHA_NEW=false they are every scene's captcha; with it on, only the scenes that
   * CAPTCHA_SCENE_PROVIDERS names them for fall back to them, and a provider no scene names
   * stops start-up (decision 109).
   */
  captchaDowngrade: setting('CAPTCHA_DOWNGRADE', undefined, (raw) =>
    listOf(raw, ['geecaptcha', 'recaptcha', 'qq'] as const),
  ),
  /**
   * CAPTCHA_VISIBLE: show a visible "I'm not a robot" checkbox the person ticks before the
   * new captcha's proof-of-work runs (reported by captcha-info as `visible`). Default false.
   */
  captchaVisible: setting('CAPTCHA_VISIBLE', 'false', boolean),
  /**
   * CAPTCHA_SCENE_PROVIDERS: the captchas a scene offers, for the scenes it names, as
   * `scene=provider,provider;…` (scene: login, thirdParty, register, tradingTool, turkishLogin,
   * euLogin or its number; provider: new, geecaptcha, recaptcha, qq). An answer from a provider
   * its scene did not offer is refused. The older providers must also be in CAPTCHA_DOWNGRADE,
   * and `new` needs CAPTCHA_NEW. A scene not named offers its own captcha only: the
   * proof-of-work while CAPTCHA_NEW is on, else CAPTCHA_DOWNGRADE's (decision 109).
   */
  captchaSceneProviders: setting('CAPTCHA_SCENE_PROVIDERS', undefined, sceneProviders),
  /** RECAPTCHA_SITE_KEY: the site key given to the browser (needed for recaptcha). */
  recaptchaSiteKey: setting('RECAPTCHA_SITE_KEY', undefined, (raw) => raw),
  /** RECAPTCHA_SECRET: the secret the server verifies answers with (needed for recaptcha). */
  recaptchaSecret: setting('RECAPTCHA_SECRET', undefined, (raw) => raw),
  /** RECAPTCHA_SCRIPT_URL: the provider script the widget loads. */
  recaptchaScriptUrl: setting(
    'RECAPTCHA_SCRIPT_URL',
    'https://www.google.com/recaptcha/api.js?render=explicit',
    (raw) => optionalUrl(raw, ['https:', 'http:']) ?? '',
  ),
  /** RECAPTCHA_VERIFY_URL: where the server checks an answer (siteverify protocol). */
  recaptchaVerifyUrl: setting(
    'RECAPTCHA_VERIFY_URL',
    'https://www.google.com/recaptcha/api/siteverify',
    (raw) => optionalUrl(raw, ['https:', 'http:']) ?? '',
  ),
  /** GEETEST_ID: the image captcha's public id (`gt`; needed for geecaptcha). */
  geetestId: setting('GEETEST_ID', undefined, (raw) => raw),
  /** GEETEST_KEY: the image captcha's private key the server checks with (needed for geecaptcha). */
  geetestKey: setting('GEETEST_KEY', undefined, (raw) => raw),
  /** GEETEST_SCRIPT_URL: the image captcha's gt.js the widget loads (needed for geecaptcha). */
  geetestScriptUrl: setting('GEETEST_SCRIPT_URL', undefined, (raw) =>
    optionalUrl(raw, ['https:', 'http:']),
  ),
  /** GEETEST_VERIFY_URL: where the server checks an answer (GeeTest v3 validate protocol). */
  geetestVerifyUrl: setting(
    'GEETEST_VERIFY_URL',
    'https://api.geetest.com/validate.php',
    (raw) => optionalUrl(raw, ['https:', 'http:']) ?? '',
  ),
  /** QQCAPTCHA_APP_ID: the QQ captcha's app id (aid; needed for qq). */
  qqcaptchaAppId: setting('QQCAPTCHA_APP_ID', undefined, (raw) => raw),
  /** QQCAPTCHA_APP_SECRET: the QQ captcha's AppSecretKey (needed for qq). */
  qqcaptchaAppSecret: setting('QQCAPTCHA_APP_SECRET', undefined, (raw) => raw),
  /** QQCAPTCHA_SCRIPT_URL: the QQ captcha's TCaptcha.js the widget loads. */
  qqcaptchaScriptUrl: setting(
    'QQCAPTCHA_SCRIPT_URL',
    'https://ssl.captcha.qq.com/TCaptcha.js',
    (raw) => optionalUrl(raw, ['https:', 'http:']) ?? '',
  ),
  /** QQCAPTCHA_VERIFY_URL: where the server checks a ticket (ticket/verify protocol). */
  qqcaptchaVerifyUrl: setting(
    'QQCAPTCHA_VERIFY_URL',
    'https://ssl.captcha.qq.com/ticket/verify',
    (raw) => optionalUrl(raw, ['https:', 'http:']) ?? '',
  ),
};

const CAPTCHA_OFFER_NAMES = ['new', 'geecaptcha', 'recaptcha', 'qq'] as const;
export type CaptchaOfferName = (typeof CAPTCHA_OFFER_NAMES)[number];

/** CAPTCHA_SCENE_PROVIDERS: scene number → the providers it offers. */
function sceneProviders(raw: string | undefined): ReadonlyMap<number, readonly CaptchaOfferName[]> {
  const offers = new Map<number, readonly CaptchaOfferName[]>();
  if (raw === undefined) return offers;
  for (const entry of raw
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [name = '', list = ''] = entry.split('=').map((part) => part.trim());
    const named = Object.entries(CAPTCHA_SCENES).find(([key]) => key === name)?.[1];
    const scene = named ?? (/^\d+$/.test(name) ? Number(name) : undefined);
    if (scene === undefined || !entry.includes('=')) {
      throw new Error(`"${entry}" is not scene=provider,provider`);
    }
    offers.set(scene, listOf(list, CAPTCHA_OFFER_NAMES));
  }
  return offers;
}

/**
 * The captcha settings that depend on each other, checked when the configuration is read:
 * each older provider in CAPTCHA_DOWNGRADE has its keys, a scene's list
 * (CAPTCHA_SCENE_PROVIDERS) only names what is configured, and while the proof-of-work is on
 * every older provider is a fallback of some scene.
 */
export function checkCaptchaProviders(config: Config): void {
  recaptchaSettings(config);
  geetestSettings(config);
  qqCaptchaSettings(config);
  checkDowngradesOffered(config);
  for (const [scene, names] of config.captchaSceneProviders) {
    for (const name of names) {
      const configured =
        name === 'new' ? config.captchaNew : config.captchaDowngrade.includes(name);
      if (!configured) {
        const needs = name === 'new' ? 'CAPTCHA_NEW=true' : 'it in CAPTCHA_DOWNGRADE';
        throw new Error(`Invalid CAPTCHA_SCENE_PROVIDERS: ${name} for ${scene} needs ${needs}`);
      }
    }
  }
}

/**
 * While the proof-of-work is on a scene takes only it unless its list names a fallback
 * (decision 109), so a provider in CAPTCHA_DOWNGRADE that no list names would be offered
 * nowhere. Before that decision it meant "every scene falls back to it": start-up says so
 * rather than dropping the fallback without a word.
 */
function checkDowngradesOffered(config: Config): void {
  if (!config.captchaNew) return;
  const named = [...config.captchaSceneProviders.values()].flat();
  const unused = config.captchaDowngrade.find((name) => !named.includes(name));
  if (unused === undefined) return;
  throw new Error(
    `Invalid CAPTCHA_DOWNGRADE: ${unused} is offered by no scene. With CAPTCHA_NEW on, each ` +
      `scene takes only the proof-of-work; name the scenes that may fall back in ` +
      `CAPTCHA_SCENE_PROVIDERS (e.g. login=new,${unused}), or set CAPTCHA_NEW=false.`,
  );
}

/** The reCAPTCHA fallback's settings, required when CAPTCHA_DOWNGRADE lists it. */
export function recaptchaSettings(config: Config): RecaptchaSettings | undefined {
  if (!config.captchaDowngrade.includes('recaptcha')) return undefined;
  const { recaptchaSiteKey: siteKey, recaptchaSecret: secret } = config;
  if (!siteKey || !secret) {
    throw new Error(
      'Invalid CAPTCHA_DOWNGRADE: recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET',
    );
  }
  return {
    siteKey,
    secret,
    scriptUrl: config.recaptchaScriptUrl,
    verifyUrl: config.recaptchaVerifyUrl,
  };
}

/** The image captcha fallback's settings, required when CAPTCHA_DOWNGRADE lists it. */
export function geetestSettings(config: Config): GeetestSettings | undefined {
  if (!config.captchaDowngrade.includes('geecaptcha')) return undefined;
  const { geetestId: id, geetestKey: key, geetestScriptUrl: scriptUrl } = config;
  if (!id || !key || !scriptUrl) {
    throw new Error(
      'Invalid CAPTCHA_DOWNGRADE: geecaptcha needs GEETEST_ID, GEETEST_KEY and GEETEST_SCRIPT_URL',
    );
  }
  return { id, key, scriptUrl, verifyUrl: config.geetestVerifyUrl };
}

/** The QQ captcha fallback's settings, required when CAPTCHA_DOWNGRADE lists it. */
export function qqCaptchaSettings(config: Config): QqCaptchaSettings | undefined {
  if (!config.captchaDowngrade.includes('qq')) return undefined;
  const { qqcaptchaAppId: appId, qqcaptchaAppSecret: appSecret } = config;
  if (!appId || !appSecret) {
    throw new Error(
      'Invalid CAPTCHA_DOWNGRADE: qq needs QQCAPTCHA_APP_ID and QQCAPTCHA_APP_SECRET',
    );
  }
  return {
    appId,
    appSecret,
    scriptUrl: config.qqcaptchaScriptUrl,
    verifyUrl: config.qqcaptchaVerifyUrl,
  };
}
