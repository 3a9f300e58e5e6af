/**
 * @foyer/ui/redirect: the post-login redirect rule of behaviour §2, without React, CSS or a DOM, so
 * servers and integrators apply the same rule in plain Node.
 */
export {
  AUTH_PATHS,
  decodesToItself,
  isAuthTarget,
  resolveAllowedUrl,
  resolvePostLoginRedirect,
  type AllowedUrlInput,
  type PostLoginRedirectInput,
} from './post-login-redirect';
export { normalizeDomain, type RedirectScope } from './allowed-target';
