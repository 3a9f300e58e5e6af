/** The app's own request wrapper (dashboard): the widget's, for the same origin. */
import {
  apiBaseForOrigin,
  createApiClient,
  createLocalTokenStore,
  deviceId,
  platformFrom,
  telegramPlatformIn,
  type ApiClient,
  type TokenStore,
} from '@foyer/ui';

export const appTokenStore: TokenStore = createLocalTokenStore();

export function createAppApi(lang: string): ApiClient {
  return createApiClient({
    apiBase: apiBaseForOrigin(window.location.origin),
    lang,
    // Inside Telegram's web view, its Mini App variant (decision 084).
    platform: platformFrom(navigator.userAgent, window.innerWidth, telegramPlatformIn(window)),
    guid: deviceId(),
    tokenStore: appTokenStore,
  });
}
