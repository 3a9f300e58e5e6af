/**
 * Sub-account log-in (behaviour §2 /app/user/sub-account-login) is the main log-in's machine with
 * the sub-account's form: a name and a password instead of an e-mail or a mobile. Every answer
 * then takes the main log-in's branches (decision 036): must reset, security verification on
 * a new device, the two-factor panel, the site check, the refusal dialogs. No React, no fetch.
 */
import { loginMachine } from '../login/login.machine';
import { isSubAccountFormValid } from './sub-account-form';

export const subAccountLoginMachine = loginMachine.provide({
  guards: {
    formInvalid: ({ context }) => !isSubAccountFormValid(context.form),
    // A sub-account is found by its name: no country code to ask for.
    countryMissing: () => false,
  },
});
