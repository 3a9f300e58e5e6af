/** The self-unblock controller: the one place that calls the API for this flow. */
import { useMachine } from '../../machine/react';
import { useState } from 'react';
import { fromPromise } from '../../machine';
import { CAPTCHA_SCENES, selfHelpDeblockingCall } from '@foyer/contract';
import { passwordDigest } from '../../api/password-digest';
import { callWithCaptcha } from '../../captcha/call-with-captcha';
import { callingCodeOf } from '../shared/credentials-form';
import { useCountries } from '../shared/use-countries';
import { useAccountFlow } from '../recovery/account-flow';
import { unblockMachine, type UnblockCallInput } from './unblock.machine';

export function useUnblock() {
  const { latest, impliedCountry, countryImplied, startForm, captchaUnavailable, askForCountry } =
    useAccountFlow();

  const [machine] = useState(() =>
    unblockMachine.provide({
      actors: {
        unblock: fromPromise(
          async ({ input, signal }: { input: UnblockCallInput; signal: AbortSignal }) => {
            const { widget: current } = latest.current;
            const { form, code, token } = input;
            const identity =
              form.method === 'email'
                ? { email: form.email }
                : {
                    mobile: form.mobile,
                    country_code: callingCodeOf(form, impliedCountry),
                  };
            const step = code
              ? { verify_code: code, ...(token ? { self_unbind_token: token } : {}) }
              : {};
            const payload = {
              ...identity,
              password: await passwordDigest(form.password),
              lang: current.lang,
              ...step,
            };
            // Each step checks the password, so each carries a captcha (decision 019): the
            // first sends a code, so its own scene (decision 035); the second log-in's.
            const captcha = {
              scene: code ? CAPTCHA_SCENES.login : CAPTCHA_SCENES.selfUnblock,
              loginName: form.method === 'email' ? form.email : form.mobile,
              signal,
            };
            // 31003 (not yet) is shown on the page itself; the banned dialog is not wanted.
            return callWithCaptcha(current.api, captcha, captchaUnavailable, (fields) =>
              current.api.call(
                selfHelpDeblockingCall,
                { ...payload, ...fields },
                { context: 'login', signal },
              ),
            );
          },
        ),
      },
      actions: {
        askForCountry,
      },
    }),
  );

  const [snapshot, send] = useMachine(machine, { input: { countryImplied, form: startForm } });
  const countries = useCountries((country) => send({ type: 'COUNTRY_SUGGESTED', country }));

  return { snapshot, send, countries, countryImplied };
}

export type UnblockController = ReturnType<typeof useUnblock>;
