import captcha from './captcha.json';
import common from './common.json';
import errors from './errors.json';
import login from './login.json';
import loginDialogs from './loginDialogs.json';
import loginView from './loginView.json';
import qr from './qr.json';
import recovery from './recovery.json';
import referral from './referral.json';
import register from './register.json';
import registerExtras from './registerExtras.json';
import restrictions from './restrictions.json';
import securityVerification from './securityVerification.json';
import subAccount from './subAccount.json';
import thirdParty from './thirdParty.json';
import twoFactor from './twoFactor.json';

/** Turkish (Türkiye), loaded on demand. */
export const trTR = {
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
  loginDialogs,
  captcha,
  referral,
  registerExtras,
  restrictions,
  thirdParty,
};
