import { LAZY_CHUNK_TIMEOUT_MS } from '@foyer/contract';

/** A code chunk that did not arrive within its time: the fetch is given up, as a failed one. */
export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`A code chunk did not arrive within ${ms} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

/**
 * Fetches a lazily loaded chunk, given up after `LAZY_CHUNK_TIMEOUT_MS` (120 s, behaviour §7):
 * a fetch hanging on a dead connection fails as a failed fetch does, so the screen waiting on
 * it stops saying "Loading…" for ever and the next try starts a new fetch.
 */
export function chunkWithin<T>(load: () => Promise<T>, ms = LAZY_CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
