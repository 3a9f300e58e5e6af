import common from './common.json';
import errors from './errors.json';
import login from './login.json';
import recovery from './recovery.json';
import register from './register.json';

/** Arabic (Saudi Arabia), loaded on demand; right to left. */
export const arSA = { common, login, register, errors, recovery };
