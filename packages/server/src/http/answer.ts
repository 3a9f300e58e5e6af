/** Replying with an outcome: the success envelope, or the failure's envelope (HTTP 200). */
import type { Envelope } from '@foyer/contract';
import type { FastifyReply } from 'fastify';
import { domainErrorEnvelope, type Outcome } from '../errors.js';

export function answer<T>(
  reply: FastifyReply,
  outcome: Outcome<T>,
  onSuccess: (value: T) => Envelope,
): FastifyReply {
  return reply.send(outcome.ok ? onSuccess(outcome.value) : domainErrorEnvelope(outcome.error));
}
