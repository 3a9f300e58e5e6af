/**
 * behaviour §4 "A quick-login Telegram app auto-logs in after 3 s", §9 "auto login 3 s"
 * (decision 072): the Telegram page's countdown.
 */
import { AUTO_LOGIN_DELAY_MS } from '@foyer/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from '../machine';
import { autoLoginMachine } from './auto-login.machine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const start = () => createActor(autoLoginMachine).start();

describe('quick log-in from Telegram: auto login 3 s', () => {
  it('counts 3, 2, 1 and logs in after 3 s, not before', async () => {
    const actor = start();
    expect(actor.getSnapshot().context.secondsLeft).toBe(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().matches('countingDown')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('loggingIn')).toBe(true);
  });

  it('Cancel stops the countdown: nothing happens after 3 s', async () => {
    const actor = start();
    await vi.advanceTimersByTimeAsync(1500);
    actor.send({ type: 'CANCEL' });
    await vi.advanceTimersByTimeAsync(AUTO_LOGIN_DELAY_MS * 2);
    expect(actor.getSnapshot().matches('cancelled')).toBe(true);
  });

  it('"Log in now" logs in at once, during the countdown or after Cancel', async () => {
    const now = start();
    now.send({ type: 'LOG_IN_NOW' });
    expect(now.getSnapshot().matches('loggingIn')).toBe(true);
    const later = start();
    later.send({ type: 'CANCEL' });
    later.send({ type: 'LOG_IN_NOW' });
    expect(later.getSnapshot().matches('loggingIn')).toBe(true);
  });
});
