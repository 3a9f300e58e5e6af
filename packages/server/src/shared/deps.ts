/** What every service core receives: storage, time, randomness, delivery and settings. */
import type { Config } from '../config.js';
import type { Delivery } from '../delivery/delivery.js';
import type { Store } from '../store/store.js';
import type { Clock } from './clock.js';
import type { Random } from './random.js';

export interface ServiceDeps {
  store: Store;
  clock: Clock;
  random: Random;
  delivery: Delivery;
  config: Config;
}

/**
 * What a service that sends messages receives: the language of the request that causes them
 * with the rest (decision 098). Routes make it with `withLanguage` (http/context.ts); the
 * server-wide context has no language, so a route cannot hand it on by mistake.
 */
export interface MessagingDeps extends ServiceDeps {
  language: string;
}
