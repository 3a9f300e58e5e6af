/**
 * The promo image's resized copies (decision 156), outside the API: a file by its
 * content-hashed name, kept by browsers and caches for a year, as the web app's assets are.
 */
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '../http/failures.js';
import type { PromoConfig } from './promo-config.service.js';
import { PROMO_IMAGES_PATH } from './promo-images.service.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function promoImageRoutes(promoConfig: PromoConfig) {
  return async (app: FastifyInstance) => {
    // Every path below the folder, so a deeper one is a 404 too rather than the web app's page.
    app.get(`${PROMO_IMAGES_PATH}/*`, async function promoImage(request, reply) {
      // A name made at start-up, or nothing: no file is ever opened from what the request says.
      const file = promoConfig.image((request.params as { '*': string })['*']);
      if (!file) return sendNotFound(reply);
      return reply.header('cache-control', IMMUTABLE).type(file.type).send(file.bytes);
    });
  };
}
