/**
 * The running provider, kept up with the keys in the database (docs/decisions/076). A
 * provider's keys are fixed when it is built, so the holder reads the live keys again at most
 * every KEY_CHECK_MS and builds a new provider when they changed: a rotation (`npm run admin
 * -- oauth-keys rotate`) signs on every instance within that time, with no restart, and a
 * retired key leaves the published set the same way. The flows in progress live in the
 * database, so the new provider continues them.
 */
import type Provider from 'oidc-provider';
import { providerKeys, type ProviderKeys } from './oauth-keys.service.js';
import type { ProviderDeps } from './oauth-provider.js';

/** How often the keys are read again. */
export const KEY_CHECK_MS = 60_000;

export interface ProviderHolder {
  /**
   * Makes the keys (first start) or reads them, without building the provider: start-up
   * fails on a key problem, and oidc-provider is loaded only when a partner first asks.
   */
  prepare(): Promise<void>;
  /** The provider of the keys live now (built again when they changed). */
  current(): Promise<Provider>;
}

const fingerprint = (keys: ProviderKeys) =>
  [...keys.signing.map((key) => key.kid), '|', ...keys.cookies].join(' ');

export function providerHolder(deps: ProviderDeps): ProviderHolder {
  let held: { provider: Provider; fingerprint: string; checkedAt: number } | undefined;
  return {
    async prepare() {
      await providerKeys(deps);
    },
    async current() {
      const now = deps.clock.now();
      if (held && now - held.checkedAt < KEY_CHECK_MS) return held.provider;
      const keys = await providerKeys(deps);
      const print = fingerprint(keys);
      if (held?.fingerprint === print) held.checkedAt = now;
      else {
        // Loaded on first use: a server that is never asked as a provider never holds it.
        const { buildProvider } = await import('./oauth-provider.js');
        held = { provider: buildProvider(deps, keys), fingerprint: print, checkedAt: now };
      }
      return held.provider;
    },
  };
}
