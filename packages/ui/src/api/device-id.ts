/**
 * The device id sent as the Guid header: random, kept in a cookie for 120 days (behaviour §9).
 */
import { DEVICE_ID_COOKIE, DEVICE_ID_COOKIE_MAX_AGE_MS } from '@foyer/contract';

/** A random RFC 4122 version-4 id; `crypto.randomUUID` needs a secure context, this does not. */
export function randomDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function readCookie(name: string, cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The device id of this browser, created and stored on first use. */
export function deviceId(doc: Document = document): string {
  const existing = readCookie(DEVICE_ID_COOKIE, doc.cookie);
  if (existing) return existing;
  const id = randomDeviceId();
  const maxAgeSeconds = Math.floor(DEVICE_ID_COOKIE_MAX_AGE_MS / 1000);
  doc.cookie = `${DEVICE_ID_COOKIE}=${id}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
  return id;
}
