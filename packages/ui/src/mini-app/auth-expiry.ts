/**
 * behaviour §8 40004: "mini-app auth expired with close-app button; … passed silently in special
 * mode". The special mode is the OAuth-embedded view (the widget's `oauth` option, decision 152),
 * the mode the site check already treats as embedded: the third-party application's
 * authorisation page owns what the person sees and goes on from its own screens, so a Mini App
 * asking to be closed and reopened is not the widget's to say. There 40004 opens no dialog and
 * shows no toast; the refusal is left to the flow that made the call.
 */
import { RET_CODES } from '@foyer/contract';
import type { LoginStep } from '../flows/login/login-answer';

/** A log-in step that opens the close-app dialog: 40004, outside the special mode. */
export const opensAuthExpiredDialog = (
  step: LoginStep | null,
  specialMode: boolean | undefined,
): boolean =>
  step?.kind === 'refused' &&
  step.retCode === RET_CODES.MINI_APP_AUTH_EXPIRED.code &&
  specialMode !== true;
