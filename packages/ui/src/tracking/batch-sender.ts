/**
 * The default destination of tracked events (decision 144): batches to `POST /v2/public/metrics`,
 * sent when 20 are waiting or 5 s after the first, and all at once with `navigator.sendBeacon`
 * (else a keepalive fetch) when the page is hidden. At most two sends are under way; events
 * wait in a bounded queue behind them, and a failed send is dropped: tracking never shows the
 * person anything, and never piles requests on a slow or failing server.
 */
import type { TrackEvent } from '@foyer/contract';

/** Events per batch: well under the server's 50 events and 16 KiB. */
export const BATCH_EVENTS = 20;
/** How long the first event of a batch waits for others. */
export const BATCH_WAIT_MS = 5000;
/** Events kept unsent at most; later ones are dropped. */
export const QUEUE_MAX = 200;
/** Sends under way at most; a further batch waits for one of them. */
export const IN_FLIGHT_MAX = 2;

export interface Transport {
  /** A plain send; its failure is ignored. */
  post(url: string, body: string): Promise<unknown>;
  /** A send that survives the page's unload; false when the browser refused it. */
  beacon(url: string, body: string): boolean;
}

export interface BatchSender {
  add(event: TrackEvent): void;
  /** Sends everything waiting, by beacon when `leaving`. */
  flush(leaving?: boolean): void;
}

const browserTransport: Transport = {
  post: (url, body) =>
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'omit',
    }),
  beacon: (url, body) =>
    navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' })) ?? false,
};

export function createBatchSender(url: string, transport = browserTransport): BatchSender {
  const queue: TrackEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = 0;

  function send(batch: TrackEvent[], leaving: boolean) {
    const body = JSON.stringify({ events: batch });
    if (leaving && transport.beacon(url, body)) return;
    inFlight += 1;
    transport
      .post(url, body)
      .catch(() => undefined)
      .finally(() => (inFlight -= 1));
  }

  const sender: BatchSender = {
    add(event) {
      if (queue.length >= QUEUE_MAX) return;
      queue.push(event);
      if (queue.length >= BATCH_EVENTS) sender.flush();
      else timer ??= setTimeout(() => sender.flush(), BATCH_WAIT_MS);
    },
    flush(leaving = false) {
      clearTimeout(timer);
      timer = undefined;
      // A leaving page sends everything: there is no later.
      while (queue.length > 0 && (leaving || inFlight < IN_FLIGHT_MAX)) {
        send(queue.splice(0, BATCH_EVENTS), leaving);
      }
      if (queue.length > 0) timer = setTimeout(() => sender.flush(), BATCH_WAIT_MS);
    },
  };
  // Hidden is the last moment a page is sure to have (it may be discarded without unload).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sender.flush(true);
  });
  window.addEventListener('pagehide', () => sender.flush(true));
  return sender;
}
