import type { en } from './locales/en';

/** The namespaces of every locale; 'common' is the default. */
export const NAMESPACES = [
  'common',
  'login',
  'register',
  'errors',
  'twoFactor',
  'qr',
  'recovery',
  'subAccount',
  'securityVerification',
  'loginView',
  'captcha',
  'referral',
  'registerExtras',
  'restrictions',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** One locale's resources: a JSON object per namespace (may be partial). */
export type LocaleResources = { [N in Namespace]?: Partial<(typeof en)[N]> | object };

/**
 * Locales besides English, loaded on first use. Other languages fall back to English; a
 * locale added here is fetched as its own chunk, so English-only pages stay small.
 */
export const LAZY_LOCALES: Readonly<Record<string, () => Promise<LocaleResources>>> = {
  'ar-SA': () => import('./locales/ar-SA').then((module) => module.arSA),
};
