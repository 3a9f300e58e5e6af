import type { English } from './locales/en';
import type { TFunction, TranslationKey } from './translator';

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
  'loginDialogs',
  'captcha',
  'referral',
  'registerExtras',
  'restrictions',
  'thirdParty',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** A key of the widget's texts, typed from English: `'login:title'`, `'errors:31002'`… */
export type WidgetKey = TranslationKey<English>;
/** The widget's `t`: it takes only keys English has. */
export type WidgetT = TFunction<WidgetKey>;

/**
 * A key built from a value (a rule's message, a server's code): the type check cannot see it,
 * `i18n-keys.test.ts` and a `defaultValue` where the text may be missing stand for it.
 */
export function keyOf(namespace: Namespace, key: string | number): WidgetKey {
  return `${namespace}:${key}` as WidgetKey;
}

/** One locale's resources: a JSON object per namespace (may be partial). */
export type LocaleResources = { [N in Namespace]?: Partial<English[N]> | object };
