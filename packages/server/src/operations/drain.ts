/**
 * Draining on shutdown (decision 065): once `app.close()` begins, every answer still going out
 * says `Connection: close`, so the client's kept-alive connection ends with it and the server
 * can finish closing, rather than waiting for idle keep-alive connections to time out.
 *
 * It also keeps count of the requests being worked on, whether or not their clients are still
 * there (decision 097). Node's `server.close()` waits for connections, not for work: a client
 * that leaves (a balancer's time-out, a closed tab) ends its connection while its handler
 * still runs, and the database must not close under that handler. `drained()` settles once
 * every request taken in has its answer, or its connection has closed before its handler began:
 * such a request is not begun at all (nobody is there to answer, and Fastify may leave it
 * unanswered in its body's reading). A hijacked answer (the OpenID provider's) goes past
 * `onSend` and is done when its connection closes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface Drain {
  /** Settles once no request is being worked on (at once when none is). */
  drained(): Promise<void>;
}

export function drainOnClose(app: FastifyInstance): Drain {
  let closing = false;
  const working = new Set<FastifyRequest>();
  const begun = new WeakSet<FastifyRequest>();
  const waiting: (() => void)[] = [];
  const done = (request: FastifyRequest) => {
    if (!working.delete(request) || working.size > 0) return;
    for (const resolve of waiting.splice(0)) resolve();
  };
  app.addHook('onRequest', async (request, reply) => {
    working.add(request);
    reply.raw.once('close', () => {
      if (reply.sent || !begun.has(request)) done(request);
    });
  });
  // The first hook after the body is read: the handler's work begins here, or not at all.
  app.addHook('preValidation', async (request, reply) => {
    if (reply.raw.destroyed) {
      reply.hijack();
      done(request);
      return;
    }
    begun.add(request);
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    if (closing) reply.header('connection', 'close');
    // The handler, or the hook that answered in its stead, has finished its work.
    done(request);
  });
  return {
    drained: () =>
      working.size === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve)),
  };
}
