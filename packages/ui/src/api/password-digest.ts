/**
 * The password as sent on the wire (behaviour §3): SHA-256 of the NFC-normalised UTF-8 password,
 * as 64 lowercase hex characters. Computed only when a form is sent, by the browser's own
 * `crypto.subtle`; a page outside a secure context (plain `http:` on a host other than
 * localhost) has none, and loads `@noble/hashes` for it then, so no first visit carries it.
 */
async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return new Uint8Array(await subtle.digest('SHA-256', bytes));
  const { sha256: noble } = await import('@noble/hashes/sha256');
  return noble(bytes);
}

/** SHA-256 of a text's UTF-8 bytes, as 64 lowercase hex characters. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await sha256(new TextEncoder().encode(text));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function passwordDigest(password: string): Promise<string> {
  return sha256Hex(password.normalize('NFC'));
}
