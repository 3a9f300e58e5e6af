import common from './common.json';
import errors from './errors.json';
import login from './login.json';
import register from './register.json';
import subAccount from './subAccount.json';

/** Arabic (Saudi Arabia), loaded on demand; right to left. */
export const arSA = { common, login, register, errors, subAccount };
