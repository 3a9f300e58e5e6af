/**
 * The device a request comes from: the SHA-256 of the widget's device id (the `Guid` header,
 * a random value kept in the browser), '' without one. Risk verification knows devices by
 * it (decision 017), and the limits count a known device's tries apart (decision 105).
 */
import { sha256Hex } from './digest.js';

const MAX_GUID_LENGTH = 128;

export function deviceHashOf(guid: unknown): string {
  if (typeof guid !== 'string' || guid === '' || guid.length > MAX_GUID_LENGTH) return '';
  return sha256Hex(guid);
}

/** The device hash of a request's `Guid` header. */
export function requestDeviceHash(request: { headers: Record<string, unknown> }): string {
  return deviceHashOf(request.headers.guid);
}
