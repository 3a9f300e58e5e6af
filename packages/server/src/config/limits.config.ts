/**
 * The per-IP call limits and the send caps (docs/decisions/034); the code budgets and
 * lock-outs that are rules of the product, not settings, live with their capability.
 */
import { integerIn, setting } from './settings.js';

export const LIMIT_SETTINGS = {
  /** RATE_LIMIT_PER_MINUTE: requests per IP per minute for the whole API. Default 300. */
  rateLimitPerMinute: setting('RATE_LIMIT_PER_MINUTE', '300', (raw) => integerIn(raw, 1, 1e6)),
  /** RATE_LIMIT_SEND_CODE_PER_MINUTE: send-code calls per IP per minute. Default 10. */
  rateLimitSendCodePerMinute: setting('RATE_LIMIT_SEND_CODE_PER_MINUTE', '10', (raw) =>
    integerIn(raw, 1, 1e6),
  ),
  /**
   * RATE_LIMIT_CODE_INFO_PER_MINUTE: referral code checks (POST /s1/code/info) per minute per
   * IP, so codes cannot be enumerated (docs/decisions/028). Default 60.
   */
  rateLimitCodeInfoPerMinute: setting('RATE_LIMIT_CODE_INFO_PER_MINUTE', '60', (raw) =>
    integerIn(raw, 1, 100_000),
  ),
  /**
   * RATE_LIMIT_METRICS_PER_MINUTE: batches of tracked events (POST /v2/public/metrics) per
   * minute per IP (decision 144); a widget sends one every few seconds at most. Default 30.
   */
  rateLimitMetricsPerMinute: setting('RATE_LIMIT_METRICS_PER_MINUTE', '30', (raw) =>
    integerIn(raw, 1, 100_000),
  ),
  /** RATE_LIMIT_LOGIN_PER_MINUTE: login calls per IP per minute. Default 30. */
  rateLimitLoginPerMinute: setting('RATE_LIMIT_LOGIN_PER_MINUTE', '30', (raw) =>
    integerIn(raw, 1, 1e6),
  ),
  /**
   * SEND_CODES_PER_IP_PER_DAY: code messages (sign-up, recovery, unblock, security
   * verification) one IP may have sent in 24 h; over it, sends are refused (47003, decision
   * 034). Each address also gets at most 10 a day. Default 50.
   */
  sendCodesPerIpPerDay: setting('SEND_CODES_PER_IP_PER_DAY', '50', (raw) => integerIn(raw, 1, 1e7)),
  /**
   * SIGN_UP_RISK_TARGETS_PER_HOUR: the Nth different e-mail or phone that one device (Guid) or
   * one IP asks a sign-up code for within an hour gets a risk token (security verification of
   * that target) instead of a code (docs/decisions/031). Default 3.
   */
  signUpRiskTargetsPerHour: setting('SIGN_UP_RISK_TARGETS_PER_HOUR', '3', (raw) =>
    integerIn(raw, 1, 1e6),
  ),
};
