/**
 * The widget's one event stream (decision 144): behaviour §9 "Tracking masks phone with '****'
 * and e-mail with '***'" and §3 "Empty, null or undefined values are removed", applied once
 * where every event leaves; the host's `onTrack` receives them, else the server's batches do;
 * events made before the stream's chunk has loaded wait for it, in order.
 */
import { describe, expect, it, vi } from 'vitest';
import type { TrackEvent } from '@foyer/contract';
import { cleaned, createEventStream } from './event-stream';
import { maskContact } from './mask';
import { createTracker } from './tracker';

const click = (account: string): TrackEvent => ({
  name: 'registerClick',
  method: account.includes('@') ? 'email' : 'mobile',
  account,
  source: 'normal',
});

describe('masking and empty values (behaviour §9, §3)', () => {
  it("an e-mail keeps only its domain behind '***'; a phone becomes '****'", () => {
    expect(maskContact('ada.lovelace@example.com')).toBe('***@example.com');
    expect(maskContact('4915112345678')).toBe('****');
    expect(cleaned(click('ada@example.com'))).toMatchObject({ account: '***@example.com' });
    expect(cleaned(click('4915112345678'))).toMatchObject({ account: '****' });
  });

  it('only the fields the table marks as contact are masked: a path or a site is kept', () => {
    const failure: TrackEvent = { name: 'requestFailure', path: '/login', status: 403 };
    expect(cleaned(failure)).toEqual(failure);
  });

  it('empty, null and undefined values are removed before the event leaves', () => {
    const event = { name: 'qrstatusError', verifyResult: 3, retCode: undefined } as TrackEvent;
    expect(cleaned(event)).toEqual({ name: 'qrstatusError', verifyResult: 3 });
    expect(cleaned(click(''))).toEqual({
      name: 'registerClick',
      method: 'mobile',
      source: 'normal',
    });
  });
});

describe('where events go (decision 144)', () => {
  it("a host's onTrack receives each event masked, and nothing is batched to the server", () => {
    const onTrack = vi.fn();
    const sender = { add: vi.fn(), flush: vi.fn() };
    const stream = createEventStream({ apiBase: '/x-api', hostOnTrack: () => onTrack }, sender);
    stream.emit(click('grace@example.com'));
    expect(onTrack).toHaveBeenCalledWith({
      name: 'registerClick',
      method: 'email',
      account: '***@example.com',
      source: 'normal',
    });
    expect(sender.add).not.toHaveBeenCalled();
  });

  it('without onTrack the masked event is batched for POST /v2/public/metrics', () => {
    const sender = { add: vi.fn(), flush: vi.fn() };
    const stream = createEventStream({ apiBase: '/x-api', hostOnTrack: () => undefined }, sender);
    stream.emit(click('grace@example.com'));
    expect(sender.add).toHaveBeenCalledWith(
      expect.objectContaining({ account: '***@example.com' }),
    );
  });

  it("a host's failing onTrack does not break the widget", () => {
    const sender = { add: vi.fn(), flush: vi.fn() };
    const failing = () => {
      throw new Error('host bug');
    };
    const stream = createEventStream({ apiBase: '/x-api', hostOnTrack: () => failing }, sender);
    expect(() => stream.emit(click('grace@example.com'))).not.toThrow();
  });

  it('events made before the stream has loaded reach the host once it has, in order', async () => {
    const onTrack = vi.fn();
    const track = createTracker({ apiBase: '/x-api', hostOnTrack: () => onTrack });
    track({ name: 'pageView', view: 'register' });
    track(click('ada@example.com'));
    expect(onTrack).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onTrack).toHaveBeenCalledTimes(2));
    expect(onTrack.mock.calls.map(([event]) => event.name)).toEqual(['pageView', 'registerClick']);
    track({ name: 'registerFailure', reason: 'IpBan' });
    expect(onTrack).toHaveBeenLastCalledWith({ name: 'registerFailure', reason: 'IpBan' });
  });

  it('at most 50 events wait for the stream; more are dropped, never an error', async () => {
    const onTrack = vi.fn();
    const track = createTracker({ apiBase: '/x-api', hostOnTrack: () => onTrack });
    for (let i = 0; i < 60; i += 1) track({ name: 'pageView', view: 'login' });
    await vi.waitFor(() => expect(onTrack).toHaveBeenCalled());
    expect(onTrack).toHaveBeenCalledTimes(50);
  });
});
