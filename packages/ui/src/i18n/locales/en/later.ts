import errors from './errors.json';
import recovery from './recovery.json';
import registerExtras from './registerExtras.json';
import securityVerification from './securityVerification.json';
import twoFactor from './twoFactor.json';

/**
 * English that no first screen shows: the error table's texts (shown once an answer has come),
 * and the screens after the first (two-factor, security verification, the creating-account
 * screen, the retention dialog) and the recovery pages. Loaded by `loadLaterTexts`.
 */
export const enLater = {
  errors,
  twoFactor,
  recovery,
  securityVerification,
  registerExtras,
};
