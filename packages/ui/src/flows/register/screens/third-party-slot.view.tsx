/**
 * Where the new mode's step one offers third-party sign-in (behaviour §2 "Register view": "step
 * one offers third-party sign-in plus e-mail/phone entry"). Third-party sign-in does not
 * exist yet, so the slot renders nothing; its buttons arrive with that feature (issue 4:
 * "the buttons appear once third-party sign-in exists"). `hideThirdParty` will hide them.
 */
export function ThirdPartySignUpSlot() {
  return null;
}
