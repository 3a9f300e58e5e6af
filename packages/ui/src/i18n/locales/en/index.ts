import captcha from './captcha.json';
import common from './common.json';
import errors from './errors.json';
import login from './login.json';
import loginView from './loginView.json';
import qr from './qr.json';
import recovery from './recovery.json';
import referral from './referral.json';
import register from './register.json';
import registerExtras from './registerExtras.json';
import restrictions from './restrictions.json';
import securityVerification from './securityVerification.json';
import subAccount from './subAccount.json';
import twoFactor from './twoFactor.json';

/** English: the typed source of every key, bundled with the widget. */
export const en = {
  common,
  login,
  register,
  errors,
  twoFactor,
  qr,
  recovery,
  subAccount,
  securityVerification,
  loginView,
  captcha,
  referral,
  registerExtras,
  restrictions,
};
