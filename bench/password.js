// The bench accounts' password and the server's argon2id settings, apart from lib.js so that the
// ceiling server loads nothing else.
import { createHash } from 'node:crypto';

/** The bench accounts' password, as the browser sends it (SHA-256 hex). */
export const PASSWORD = createHash('sha256').update('Bench-Password-1').digest('hex');

/** The server's ARGON2_OPTIONS (OWASP: 19 MiB, 2 passes, 1 lane). */
export const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
