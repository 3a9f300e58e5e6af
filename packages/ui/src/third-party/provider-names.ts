/** How the widget names a provider to the person (docs/decisions/064). */
import type { ThirdPartyTokenType } from '@foyer/contract';
import type { WidgetKey, WidgetT } from '../i18n/namespaces';

const NAME_KEYS: Record<ThirdPartyTokenType, WidgetKey> = {
  google: 'thirdParty:providers.google',
  apple: 'thirdParty:providers.apple',
  tr: 'thirdParty:providers.tr',
  telegram: 'thirdParty:providers.telegram',
};

/** The provider's name; the Turkish provider's is the server's TR_PROVIDER_NAME when given. */
export function providerName(provider: ThirdPartyTokenType, t: WidgetT, trName?: string): string {
  if (provider === 'tr' && trName) return trName;
  return t(NAME_KEYS[provider]);
}
