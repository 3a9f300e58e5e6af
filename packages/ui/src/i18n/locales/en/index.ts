import captcha from './captcha.json';
import common from './common.json';
import login from './login.json';
import loginView from './loginView.json';
import qr from './qr.json';
import referral from './referral.json';
import register from './register.json';
import restrictions from './restrictions.json';
import subAccount from './subAccount.json';
import type { enLater } from './later';

/**
 * English of the first screens (log-in, sign-up's first step, their dialogs): bundled with the
 * widget. The rest (`later.ts`) loads after the first screen, before anything shows it.
 */
export const enFirst = {
  common,
  login,
  register,
  qr,
  subAccount,
  loginView,
  captcha,
  referral,
  restrictions,
};

/** English, every namespace: the typed source of every key. */
export type English = typeof enFirst & typeof enLater;

/** The English namespaces no first screen shows, as their own chunk. */
export const loadEnglishLater = () => import('./later').then((module) => module.enLater);
