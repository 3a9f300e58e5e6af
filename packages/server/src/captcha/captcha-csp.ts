/**
 * The origins the page must allow for the older captcha providers listed in CAPTCHA_DOWNGRADE
 * (behaviour §7 "captcha provider scripts"): each one's configured script origin, plus the origins
 * its real script loads more code, frames and images from. None when no provider is listed,
 * so the default CSP stays 'self' only (docs/decisions/022).
 */
import type { Config } from '../config.js';

/** What the providers' real scripts reach besides their own script URL. */
const COMPANION_ORIGINS: Record<Config['captchaDowngrade'][number], string[]> = {
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'],
  geecaptcha: ['https://static.geetest.com', 'https://api.geetest.com'],
  qq: ['https://ssl.captcha.qq.com', 'https://turing.captcha.qcloud.com'],
};

function scriptUrl(config: Config, name: Config['captchaDowngrade'][number]): string | undefined {
  if (name === 'recaptcha') return config.recaptchaScriptUrl;
  if (name === 'geecaptcha') return config.geetestScriptUrl;
  return config.qqcaptchaScriptUrl;
}

export function captchaProviderOrigins(config: Config): string[] {
  const origins = config.captchaDowngrade.flatMap((name) => {
    const url = scriptUrl(config, name);
    return [...(url ? [new URL(url).origin] : []), ...COMPANION_ORIGINS[name]];
  });
  return [...new Set(origins)];
}
