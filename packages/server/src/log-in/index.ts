/** log-in: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export { loginRoutes } from './login.routes.js';
export {
  afterPassword,
  beforePassword,
  checkCredentials,
  checkPassword,
} from './login.use-case.js';
export type {
  AfterPasswordInput,
  BeforePasswordInput,
  LoggedIn,
  LoginDeps,
  SignedIn,
} from './login.use-case.js';
export { forgetPasswordTries } from './password-tries.js';
export {
  loginKeyOf,
  loginKeysOf,
  reauthMethod,
  reauthenticate,
  reauthenticateSignedIn,
  sendReauthCode,
} from './reauthenticate.service.js';
export { passwordOf } from './password-transport.service.js';
export { whiteHostsRoutes } from './white-hosts.routes.js';
