import { SESSION_TOKEN_STORAGE_KEY } from '@foyer/contract';

/** Where the session token lives between page loads (any token in an answer is stored). */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** The localStorage key of the session token (a prerendered page's start script reads it too). */
export const TOKEN_STORAGE_KEY = SESSION_TOKEN_STORAGE_KEY;

/**
 * A token store in localStorage. Storage can be unavailable (private mode, sandboxed
 * iframes); the widget then keeps the token for the page's lifetime only.
 */
export function createLocalTokenStore(key = TOKEN_STORAGE_KEY): TokenStore {
  let memory: string | null = null;
  return {
    get() {
      try {
        return localStorage.getItem(key) ?? memory;
      } catch {
        return memory;
      }
    },
    set(token) {
      memory = token;
      try {
        localStorage.setItem(key, token);
      } catch {
        // Memory copy above is the fallback.
      }
    },
    clear() {
      memory = null;
      try {
        localStorage.removeItem(key);
      } catch {
        // Nothing stored.
      }
    },
  };
}

/** A token store that lives in memory only (tests, server rendering). */
export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
    clear: () => {
      token = null;
    },
  };
}
