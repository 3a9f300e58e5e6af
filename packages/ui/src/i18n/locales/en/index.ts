import common from './common.json';
import login from './login.json';
import loginView from './loginView.json';
import qr from './qr.json';
import referral from './referral.json';
import register from './register.json';
import subAccount from './subAccount.json';
import type { enLater } from './later';

/**
 * English of the first screens (log-in, sign-up's first step, what they show before any answer
 * of the server): bundled with the widget. The rest (`later.ts`) loads after the first screen,
 * before anything shows it.
 */
export const enFirst = {
  common,
  login,
  register,
  qr,
  subAccount,
  loginView,
  referral,
};

/** English, every namespace: the typed source of every key. */
export type English = typeof enFirst & typeof enLater;

/** The English namespaces no first screen shows, as their own chunk. */
export const loadEnglishLater = () => import('./later').then((module) => module.enLater);
