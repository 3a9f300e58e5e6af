/**
 * Compression of dynamic answers (the API's JSON, the dev outbox), by Accept-Encoding, only
 * above a size where it pays. The web app's files are compressed once at build time and
 * sent as they are (site/web-app.routes.ts); this plugin leaves an answer that already
 * has a Content-Encoding alone. Request bodies are not decompressed: the API takes plain
 * JSON only, as before (docs/decisions/046).
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an envelope fits one packet anyway; compressing it costs more than it saves. */
const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    // The same two as the built files: every browser sends one of them.
    encodings: ['br', 'gzip'],
  });
}
