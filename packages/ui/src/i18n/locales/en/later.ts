import captcha from './captcha.json';
import errors from './errors.json';
import loginDialogs from './loginDialogs.json';
import recovery from './recovery.json';
import registerExtras from './registerExtras.json';
import restrictions from './restrictions.json';
import securityVerification from './securityVerification.json';
import thirdParty from './thirdParty.json';
import twoFactor from './twoFactor.json';

/**
 * English that no first screen shows before an answer of the server: the error table's texts,
 * the log-in's dialogs, the sign-up restrictions' dialogs and the visible captcha's box (all
 * shown only once an answer has said so), the screens after the first (two-factor, security verification, the
 * creating-account screen, the retention dialog), the recovery pages and the third-party
 * block (shown once the server's config offers a provider). Loaded by
 * `loadLaterTexts`.
 */
export const enLater = {
  errors,
  twoFactor,
  recovery,
  securityVerification,
  registerExtras,
  restrictions,
  captcha,
  loginDialogs,
  thirdParty,
};
