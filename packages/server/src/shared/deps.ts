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
