/**
 * The register type of a device (behaviour §4 "A/B layout old/new"; decisions 026 and 056):
 * the setting when fixed; otherwise old or new by the hash of the device id, so one device
 * always sees one layout, whether the server asks (its sign-up page, before any script) or
 * the browser does (`/v3/config/web` with the Guid header). Link types are a deployment's
 * choice (REGISTER_TYPE), never an A/B arm.
 */
import { DEFAULT_REGISTER_TYPE, type RegisterType } from '@foyer/contract';
import { sha256Hex } from '../shared/digest.js';

export function registerTypeFor(fixed: RegisterType | undefined, guid: unknown): RegisterType {
  if (fixed) return fixed;
  if (typeof guid !== 'string' || guid.length === 0) return DEFAULT_REGISTER_TYPE;
  const firstByte = Number.parseInt(sha256Hex(guid).slice(0, 2), 16);
  return firstByte % 2 === 0 ? 'oldCode' : 'newCode';
}
