/** Time as a dependency, so expiry, cooldown and lockout rules are tested with a fake clock. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
