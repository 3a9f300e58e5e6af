/** behaviour §4 "Register": the channel whose sign-up needs an e-mail preset by the host. */
export const PRESET_EMAIL_CHANNEL = 'narkasa';

export interface SubmitFacts {
  termsAccepted: boolean;
  /** The page's `register_channel`. */
  registerChannel: string | undefined;
  /** The host's `defaultEmail` option. */
  presetEmail: string | undefined;
}

/**
 * "Submit is disabled while terms are unchecked or, for a narkasa channel without preset
 * e-mail, always."
 */
export function isSubmitDisabled({ termsAccepted, registerChannel, presetEmail }: SubmitFacts) {
  if (!termsAccepted) return true;
  const presetOnly = registerChannel?.toLowerCase() === PRESET_EMAIL_CHANNEL;
  return presetOnly && !presetEmail?.trim();
}
