/** Two-factor with an authenticator app (Google Authenticator, TOTP): decision 016. */
import { z } from 'zod';
import { defineSchemas } from './define.js';
import { verificationCodeField } from './fields.js';

/** The six digits the authenticator app shows (SPEC §5 "Code: exactly 6 digits"). */
export const google2faField = verificationCodeField;

const statusResult = z.object({ enabled: z.boolean() });

export const twoFactorStatusSchemas = defineSchemas({
  request: z.object({}),
  result: statusResult,
});

/** A new secret: shown once, for the QR code and for typing in by hand. */
export const twoFactorBeginSchemas = defineSchemas({
  request: z.object({}),
  result: z.object({ secret: z.string(), otpauth_uri: z.string() }),
});

export const twoFactorConfirmSchemas = defineSchemas({
  request: z.object({ google2fa: google2faField }),
  result: statusResult,
});

export const twoFactorDisableSchemas = defineSchemas({
  request: z.object({ google2fa: google2faField }),
  result: statusResult,
});
