/** QR-code log-in timings (behaviour §9 poll interval; lifetime in docs/decisions/018). */

/** The browser asks for the status of its code this often (behaviour §9 poll 2000 ms). */
export const QR_POLL_INTERVAL_MS = 2000;

/** A code works for two minutes (OWASP QRLJacking, docs/engineering.md "Sources": short-lived, ≤ 60–120 s). */
export const QR_LOGIN_TTL_MS = 120_000;

/** The path of the confirm page the QR link opens, after the language segment. */
export const QR_CONFIRM_PATH = '/qr-login';

/** Digits of the number the requesting screen shows beside the code (number matching). */
export const QR_MATCH_DIGITS = 2;

/** How many numbers the approving device offers: the right one and others. */
export const QR_MATCH_CHOICES = 3;

/** QR approvals one account may make in an hour (push bombing, ASVS 6.6.4). */
export const QR_APPROVALS_PER_HOUR = 5;
