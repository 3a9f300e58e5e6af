/** How the widget names a provider to the person (docs/decisions/064). */
import type { ThirdPartyProvider } from '@foyer/contract';
import type { WidgetKey, WidgetT } from '../i18n/namespaces';

const NAME_KEYS: Record<ThirdPartyProvider, WidgetKey> = {
  google: 'thirdParty:providers.google',
  apple: 'thirdParty:providers.apple',
  tr: 'thirdParty:providers.tr',
};

/** The provider's name; the Turkish provider's is the server's TR_PROVIDER_NAME when given. */
export function providerName(provider: ThirdPartyProvider, t: WidgetT, trName?: string): string {
  if (provider === 'tr' && trName) return trName;
  return t(NAME_KEYS[provider]);
}
