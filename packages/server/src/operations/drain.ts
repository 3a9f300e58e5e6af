/**
 * Draining on shutdown (decision 065): once `app.close()` begins, every answer still going out
 * says `Connection: close`, so the client's kept-alive connection ends with it and the server
 * can finish closing, rather than waiting for idle keep-alive connections to time out.
 */
import type { FastifyInstance } from 'fastify';

export function drainOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
