/**
 * The recovery controller: the one place that calls the API for this flow. It provides the
 * machine's actors and side effects and hands the views a snapshot and small commands.
 */
import { useMachine } from '../../machine/react';
import { useState } from 'react';
import { fromPromise } from '../../machine';
import {
  CAPTCHA_SCENES,
  findPasswordCall,
  findPasswordCodeCall,
  findPasswordWaysInCall,
  WAYS_IN,
  type WayIn,
} from '@foyer/contract';
import { callWithCaptcha } from '../../captcha/call-with-captcha';
import type { CredentialsForm } from '../shared/credentials-form';
import { useCountries } from '../shared/use-countries';
import { useAccountFlow } from './account-flow';
import {
  findPasswordByLinkPayload,
  findPasswordCodePayload,
  findPasswordPayload,
} from './recovery-payload';
import { recoveryMachine, type ResetInput, type WaysInChoice } from './recovery.machine';

/** `resetToken`: the recovery e-mail's link opened this page (decision 105). */
export function useRecovery(resetToken: string | null = null) {
  const { latest, impliedCountry, countryImplied, startForm, captchaUnavailable, askForCountry } =
    useAccountFlow();

  const [machine] = useState(() =>
    recoveryMachine.provide({
      actors: {
        sendCode: fromPromise(
          ({ input, signal }: { input: CredentialsForm; signal: AbortSignal }) => {
            const { api, lang } = latest.current.widget;
            const payload = findPasswordCodePayload(input, lang, impliedCountry);
            // Every send takes the captcha of its scene (decision 035).
            const captcha = {
              scene: CAPTCHA_SCENES.recovery,
              loginName: 'email' in payload ? payload.email : payload.mobile,
              signal,
            };
            return callWithCaptcha(api, captcha, captchaUnavailable, (fields) =>
              api.call(findPasswordCodeCall, { ...payload, ...fields }, { signal }),
            );
          },
        ),
        resetPassword: fromPromise(async ({ input }: { input: ResetInput }) => {
          const { api, lang } = latest.current.widget;
          const { form, code, uuid } = input;
          const { password, ...payload } = input.resetToken
            ? await findPasswordByLinkPayload(form, input.resetToken, lang)
            : await findPasswordPayload(form, code, uuid, lang, impliedCountry);
          // The new password travels sealed, as a log-in's (decision 161).
          const { sealedPassword } = await import('../login/password-seal');
          return api.call(findPasswordCall, {
            ...payload,
            ...(await sealedPassword(api, password)),
          });
        }),
        keepWaysIn: fromPromise(async ({ input }: { input: WaysInChoice }) => {
          const { api, lang } = latest.current.widget;
          const keep = input.keep.filter((way): way is WayIn => WAYS_IN.includes(way as WayIn));
          return api.call(findPasswordWaysInCall, {
            review_token: input.reviewToken,
            keep,
            lang,
          });
        }),
      },
      actions: {
        askForCountry,
      },
    }),
  );

  const [snapshot, send] = useMachine(machine, {
    input: { resetToken, countryImplied, form: startForm },
  });
  const countries = useCountries((country) => send({ type: 'COUNTRY_SUGGESTED', country }));

  return { snapshot, send, countries, countryImplied };
}

export type RecoveryController = ReturnType<typeof useRecovery>;
