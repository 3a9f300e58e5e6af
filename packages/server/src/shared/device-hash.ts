/**
 * The device a request comes from: the SHA-256 of the widget's device id (the `Guid` header,
 * a random value kept in the browser), '' without one. Risk verification knows devices by
 * it (decision 017), and the limits count a known device's tries apart (decision 105).
 *
 * Beside it, the browser's fingerprint (`Device-Fingerprint`, decision 150): the SHA-256 the
 * widget makes of the browser's stable signals, sent on every call that opens a session. The
 * new-device check knows a device by both, so a device id copied out of one browser does not
 * make another browser a known device.
 */
import { sha256Hex } from './digest.js';

const MAX_GUID_LENGTH = 128;
/** The widget's fingerprint: 64 lowercase hex digits (a SHA-256). Anything else counts as none. */
const FINGERPRINT = /^[0-9a-f]{64}$/;

export function deviceHashOf(guid: unknown): string {
  if (typeof guid !== 'string' || guid === '' || guid.length > MAX_GUID_LENGTH) return '';
  return sha256Hex(guid);
}

/** The device hash of a request's `Guid` header. */
export function requestDeviceHash(request: { headers: Record<string, unknown> }): string {
  return deviceHashOf(request.headers.guid);
}

/** What the server keeps of a fingerprint: its hash, '' when none (or a malformed one) came. */
export function fingerprintHashOf(fingerprint: unknown): string {
  if (typeof fingerprint !== 'string' || !FINGERPRINT.test(fingerprint)) return '';
  return sha256Hex(fingerprint);
}

/** The device of a request that opens a session: its device id and fingerprint, hashed. */
export function requestDevice(request: { headers: Record<string, unknown> }) {
  return {
    deviceHash: deviceHashOf(request.headers.guid),
    fingerprintHash: fingerprintHashOf(request.headers['device-fingerprint']),
  };
}
