/**
 * The `live_country_code` a request carries (behaviour §3): the visitor's country as the widget
 * knows it. A client says it, so it is never trusted to loosen a rule: the server's own country
 * of the address is always checked first, and this one only adds a refusal or a verification
 * (docs/decisions/146).
 */
import type { FastifyRequest } from 'fastify';

const ALPHA_2 = /^[A-Za-z]{2}$/;

/** The country the body names, upper-cased; '' when it names none (the schema refused others). */
export function liveCountryOf(request: FastifyRequest): string {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null) return '';
  const sent = (body as { live_country_code?: unknown }).live_country_code;
  return typeof sent === 'string' && ALPHA_2.test(sent) ? sent.toUpperCase() : '';
}
