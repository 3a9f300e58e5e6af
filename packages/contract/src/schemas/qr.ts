/**
 * QR-code log-in (behaviour §1, §7): the browser that shows the code generates and polls it; a
 * signed-in person on another device looks it up by its link, then confirms or declines.
 */
import { z } from 'zod';
import { QR_MATCH_CHOICES, QR_MATCH_DIGITS } from '../qr-login.js';
import { defineSchemas } from './define.js';
import { passwordDigestField } from './fields.js';

/** What a QR log-in is doing, as the polling browser sees it. */
export const QR_LOGIN_STATUSES = [
  'waiting',
  'scanned',
  'confirmed',
  'declined',
  'expired',
] as const;
export type QrLoginStatus = (typeof QR_LOGIN_STATUSES)[number];

/** Random ids and secrets are base64url or uuid text; anything longer is not ours. */
const opaque = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'invalidQrCode');

export const qrGenerateSchemas = defineSchemas({
  request: z.object({
    /** The language of the confirm page the link opens. */
    lang: z.string().max(16).optional(),
    telegram_callback: z.string().max(2048).optional(),
  }),
  result: z.object({
    uuid: z.string(),
    /** The link the QR code encodes (the confirm page, carrying the one-time code). */
    link: z.string(),
    /** Kept by the generating browser only and sent with every status call; never in the link. */
    secret: z.string(),
    /** When the code stops working (ms since epoch), and how long that is from now. */
    expire_time: z.number(),
    expires_in_ms: z.number(),
    /** The number shown beside the code; the approving device must pick it (number matching). */
    number: z.string(),
  }),
});

export const qrStatusSchemas = defineSchemas({
  request: z.object({ uuid: opaque, secret: opaque }),
  /** With `confirmed` (once) the envelope carries the session `token`. */
  result: z.object({
    status: z.enum(QR_LOGIN_STATUSES),
    expire_time: z.number(),
    id: z.string().optional(),
    /** As the log-in's: support reset the trading password (decision 160). */
    trading_password_prompt: z.literal(1).optional(),
  }),
});

/** Who asks: the browser that shows the code, and where it is. */
export const qrRequesterSchema = z.object({
  /** A short summary of the user agent, e.g. "Chrome 120 on Linux". */
  browser: z.string(),
  /** ISO country from the geo table ('' when unknown). */
  country: z.string(),
  ip: z.string(),
  create_time: z.number(),
  expire_time: z.number(),
  /** The numbers to pick from: the one the requesting screen shows and others, shuffled. */
  choices: z.array(z.string()).length(QR_MATCH_CHOICES),
  /** The approving account has two-factor on: confirm needs its current code. */
  google2fa: z.boolean(),
});
export type QrRequester = z.infer<typeof qrRequesterSchema>;

const byCode = z.object({ code: opaque });

/** A number as the requesting screen shows it. */
export const qrMatchNumberField = z
  .string()
  .regex(new RegExp(`^\\d{${QR_MATCH_DIGITS}}$`), 'invalidQrNumber');

export const qrScanSchemas = defineSchemas({ request: byCode, result: qrRequesterSchema });
/** Confirm proves the approver sees the requesting screen and is the account's owner. */
export const qrConfirmSchemas = defineSchemas({
  request: z.object({
    code: opaque,
    number: qrMatchNumberField,
    password: passwordDigestField,
    google2fa: z.string().max(16).optional(),
  }),
  result: z.object({}),
});
export const qrDeclineSchemas = defineSchemas({ request: byCode, result: z.object({}) });
