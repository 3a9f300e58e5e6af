import { LAZY_CHUNK_TIMEOUT_MS } from '@foyer/contract';
import { within } from '../../captcha/load-script';

/** What the error of a chunk given up says first. */
export const CHUNK_TIMEOUT = 'chunk timeout';

/**
 * Fetches a lazily loaded chunk, given up after `LAZY_CHUNK_TIMEOUT_MS` (120 s, behaviour §7):
 * a fetch hanging on a dead connection fails as a failed fetch does, so the screen waiting on
 * it stops saying "Loading…" for ever and the next try starts a new fetch.
 */
export async function chunkWithin<T>(load: () => Promise<T>, ms = LAZY_CHUNK_TIMEOUT_MS) {
  // A module is never undefined: undefined is the time running out.
  const chunk = await within(ms, load());
  if (chunk === undefined) throw new Error(`${CHUNK_TIMEOUT} ${ms} ms`);
  return chunk;
}
