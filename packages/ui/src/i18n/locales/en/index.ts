import common from './common.json';
import errors from './errors.json';
import login from './login.json';
import recovery from './recovery.json';
import register from './register.json';

/** English: the typed source of every key, bundled with the widget. */
export const en = { common, login, register, errors, recovery };
