/** The app's own request wrapper (dashboard): the widget's, for the same origin. */
import {
  apiBaseForOrigin,
  createApiClient,
  createLocalTokenStore,
  deviceId,
  platformFrom,
  type ApiClient,
  type TokenStore,
} from '@foyer/ui';

export const appTokenStore: TokenStore = createLocalTokenStore();

export function createAppApi(lang: string): ApiClient {
  return createApiClient({
    apiBase: apiBaseForOrigin(window.location.origin),
    lang,
    platform: platformFrom(navigator.userAgent, window.innerWidth),
    guid: deviceId(),
    tokenStore: appTokenStore,
  });
}
