/**
 * The default destination of tracked events (decision 144): batches to POST /v2/public/metrics
 * by count and by time, everything by beacon when the page is hidden, a bounded queue, and
 * failures dropped without a word to the person.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackEvent } from '@foyer/contract';
import {
  BATCH_EVENTS,
  BATCH_WAIT_MS,
  IN_FLIGHT_MAX,
  QUEUE_MAX,
  createBatchSender,
} from './batch-sender';

const URL = '/x-api/v2/public/metrics';
const view: TrackEvent = { name: 'pageView', view: 'login' };

function transport({ beaconTaken = true, postFails = false } = {}) {
  return {
    post: vi.fn(async (_url: string, _body: string) => {
      if (postFails) throw new TypeError('network down');
    }),
    beacon: vi.fn((_url: string, _body: string) => beaconTaken),
  };
}
const sentBatches = (calls: [string, string][]) =>
  calls.map(([, body]) => (JSON.parse(body) as { events: unknown[] }).events.length);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('batches of tracked events (decision 144)', () => {
  it(`${BATCH_EVENTS} waiting events are sent at once, as one batch`, () => {
    const t = transport();
    const sender = createBatchSender(URL, t);
    for (let i = 0; i < BATCH_EVENTS; i += 1) sender.add(view);
    expect(t.post).toHaveBeenCalledTimes(1);
    expect(t.post.mock.calls[0]![0]).toBe(URL);
    expect(sentBatches(t.post.mock.calls)).toEqual([BATCH_EVENTS]);
  });

  it(`fewer are sent ${BATCH_WAIT_MS} ms after the first, not before`, async () => {
    const t = transport();
    const sender = createBatchSender(URL, t);
    sender.add(view);
    sender.add(view);
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS - 1);
    expect(t.post).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sentBatches(t.post.mock.calls)).toEqual([2]);
  });

  it('a hidden page sends everything waiting by beacon; a refused beacon falls back to fetch', () => {
    const t = transport();
    createBatchSender(URL, t).add(view);
    window.dispatchEvent(new Event('pagehide'));
    expect(t.beacon).toHaveBeenCalledTimes(1);
    expect(t.post).not.toHaveBeenCalled();
    const refused = transport({ beaconTaken: false });
    createBatchSender(URL, refused).add(view);
    window.dispatchEvent(new Event('pagehide'));
    expect(sentBatches(refused.post.mock.calls)).toEqual([1]);
  });

  it(`behind ${IN_FLIGHT_MAX} sends under way, at most ${QUEUE_MAX} events wait; the rest are dropped`, () => {
    const t = transport();
    const stuck = {
      ...t,
      post: vi.fn((_url: string, _body: string) => new Promise<never>(() => {})),
    };
    const sender = createBatchSender(URL, stuck);
    for (let i = 0; i < BATCH_EVENTS * IN_FLIGHT_MAX + QUEUE_MAX + 50; i += 1) sender.add(view);
    expect(sentBatches(stuck.post.mock.calls)).toEqual(Array(IN_FLIGHT_MAX).fill(BATCH_EVENTS));
    window.dispatchEvent(new Event('pagehide'));
    const beaconed = sentBatches(t.beacon.mock.calls).reduce((sum, n) => sum + n, 0);
    expect(beaconed).toBe(QUEUE_MAX);
  });

  it('a failed send is dropped silently: no error escapes, nothing is retried', async () => {
    const t = transport({ postFails: true });
    const sender = createBatchSender(URL, t);
    sender.add(view);
    sender.flush();
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS * 3);
    expect(t.post).toHaveBeenCalledTimes(1);
  });
});
