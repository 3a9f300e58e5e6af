/** QR-code log-in timings (SPEC §9 poll interval; lifetime in docs/decisions/018). */

/** The browser asks for the status of its code this often (SPEC §9 poll 2000 ms). */
export const QR_POLL_INTERVAL_MS = 2000;

/** A code works for two minutes (SECURITY-NOTES §H: short-lived, ≤ 60–120 s). */
export const QR_LOGIN_TTL_MS = 120_000;

/** The path of the confirm page the QR link opens, after the language segment. */
export const QR_CONFIRM_PATH = '/qr-login';
