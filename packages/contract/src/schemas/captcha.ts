/**
 * The "new captcha" (magpie) of behaviour §4, self-hosted: an ALTCHA v2 proof-of-work challenge
 * the browser solves without a click (docs/engineering.md "Captcha"). The answer travels as behaviour §3's
 * `magpie_verify_info {token, scene}`.
 */
import { z } from 'zod';
import { CAPTCHA_PROVIDER_TYPES, CAPTCHA_SCENES } from '../constants.js';
import { defineSchemas } from './define.js';

const SCENES: readonly number[] = Object.values(CAPTCHA_SCENES);

/** A captcha scene of behaviour §9 (login 31000, register 31004 …), as a number or its digits. */
export const captchaSceneField = z.coerce
  .number()
  .int()
  .refine((scene) => SCENES.includes(scene), { message: 'invalidCaptchaScene' });

/** The signed challenge; opaque to the widget, which hands it to the solver as it is. */
export const powChallengeSchema = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      cost: z.number(),
      keyLength: z.number().optional(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      nonce: z.string(),
      salt: z.string(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    })
    .passthrough(),
  signature: z.string(),
});
export type PowChallenge = z.infer<typeof powChallengeSchema>;

/**
 * One older provider the widget may fall back to, with what its script needs (behaviour §3
 * "Captcha info": gt and challenge for the image captcha; a site key or app id otherwise).
 */
export const downgradeProviderSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('recaptcha'), site_key: z.string(), script_url: z.string() }),
  z.object({
    type: z.literal('geecaptcha'),
    gt: z.string(),
    challenge: z.string(),
    script_url: z.string(),
  }),
  z.object({ type: z.literal('qqcatpcha'), app_id: z.string(), script_url: z.string() }),
]);
export type DowngradeProvider = z.infer<typeof downgradeProviderSchema>;

/** GET /v3/public/user/captcha-info (and the sign-up twin /user/public/captcha-info). */
export const captchaInfoSchemas = defineSchemas({
  request: z.object({
    type: z.string().max(64).optional(),
    login_name: z.string().max(128).optional(),
    scene: captchaSceneField.optional(),
  }),
  result: z.object({
    /** 1: the new captcha is available (behaviour §3 captcha info `success`). */
    success: z.number(),
    newCaptcha: z.boolean(),
    scene: z.number(),
    /**
     * The proof-of-work challenge, when the new captcha is available. Named `pow`: behaviour
     * §3's `challenge` is GeeTest's (decision 147).
     */
    pow: powChallengeSchema.optional(),
    /** GeeTest's public id and a fresh challenge, when the image captcha is a fallback. */
    gt: z.string().optional(),
    challenge: z.string().optional(),
    /** A spare challenge of the same id, for one more try after the first one errs (147). */
    sGt: z.string().optional(),
    sChallenge: z.string().optional(),
    /** The older providers to try, in order, when it is not (behaviour §4 downgrade). */
    downgrade: z.array(downgradeProviderSchema),
    /** A visible checkbox is required before solving (a site setting); false by default. */
    visible: z.boolean(),
  }),
});

/** behaviour §3 `magpie_verify_info`: the solved challenge (base64url JSON) and its scene. */
export const magpieVerifyInfoField = z.object({
  token: z.string().min(1).max(4096),
  scene: z.union([z.string().max(16), z.number()]),
});
export type MagpieVerifyInfo = z.infer<typeof magpieVerifyInfoField>;

/** The captcha fields of a login (behaviour §3): the new captcha's, or an older provider's. */
export const captchaAnswerFields = {
  magpie_verify_info: magpieVerifyInfoField.optional(),
  /** The older provider that answered ('geecaptcha' when the image captcha was used). */
  type: z.enum(CAPTCHA_PROVIDER_TYPES).optional(),
  g_recaptcha_response: z.string().max(4096).optional(),
  /** The image captcha's answer (behaviour §3 "geetest validate"). */
  geetest_challenge: z.string().max(256).optional(),
  geetest_validate: z.string().max(256).optional(),
  geetest_seccode: z.string().max(256).optional(),
  /** The QQ captcha's answer (behaviour §3 "ticket/randstr"). */
  ticket: z.string().max(4096).optional(),
  randstr: z.string().max(256).optional(),
  key_version: z.string().max(8).optional(),
};
