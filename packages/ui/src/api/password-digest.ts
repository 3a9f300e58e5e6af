import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex } from '@noble/hashes/utils';

/**
 * The password as sent on the wire (behaviour §3): SHA-256 of the NFC-normalised UTF-8 password,
 * as 64 lowercase hex characters. Computed only when a form is sent; `@noble/hashes` works
 * outside secure contexts, where `crypto.subtle` is missing.
 */
export function passwordDigest(password: string): string {
  return bytesToHex(sha256(new TextEncoder().encode(password.normalize('NFC'))));
}
