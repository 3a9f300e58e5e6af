/**
 * VITE_IDENTITY_VERIFICATION_URL, where the identity page's "Start verification" goes (the
 * exchange's verification provider, `{lang}` standing for the page language), read when the app
 * is built. The build refuses an address the page would not follow, so a typo never ships as a
 * page without its button.
 */
import { identityProviderUrl } from '../src/pages/identity/identity-provider';

export function identityProviderSetting(raw: string | undefined): void {
  if (!raw?.trim()) return;
  if (!identityProviderUrl(raw, 'en'))
    throw new Error('VITE_IDENTITY_VERIFICATION_URL: not an https address');
}
