/** Two-factor with an authenticator app (Google Authenticator, TOTP): decision 016. */
import { z } from 'zod';
import { defineSchemas, noBody } from './define.js';
import { passwordDigestField, verificationCodeField } from './fields.js';

/** The six digits the authenticator app shows (behaviour §5 "Code: exactly 6 digits"). */
export const google2faField = verificationCodeField;

const statusResult = z.object({ enabled: z.boolean() });

export const twoFactorStatusSchemas = defineSchemas({
  request: z.object({}),
  result: statusResult,
});

/** A new secret: shown once, for the QR code and for typing in by hand. */
export const twoFactorBeginSchemas = defineSchemas({
  request: noBody,
  result: z.object({ secret: z.string(), otpauth_uri: z.string() }),
});

/**
 * Turning two-factor on or off asks for the password again (its SHA-256 digest, as on log-in)
 * and a code: the new secret's first one to turn it on, the current one to turn it off.
 */
export const twoFactorConfirmSchemas = defineSchemas({
  request: z.object({ google2fa: google2faField, password: passwordDigestField }),
  result: statusResult,
});

export const twoFactorDisableSchemas = defineSchemas({
  request: z.object({ google2fa: google2faField, password: passwordDigestField }),
  result: statusResult,
});
