/**
 * Where the new mode's step one offers third-party sign-in (behaviour §2 "Register view": "step
 * one offers third-party sign-in plus e-mail/phone entry"). Third-party sign-in does not
 * exist yet, so the slot renders nothing; its buttons arrive with that feature (decision 027,
 * point 8). `hideThirdParty` will hide them.
 */
export function ThirdPartySignUpSlot() {
  return null;
}
