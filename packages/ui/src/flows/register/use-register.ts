/**
 * The sign-up controller: the one place that calls the API for this flow. It provides the
 * machine's actors and side effects and hands the views a snapshot and the countries.
 */
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import {
  SITES,
  TOAST_MS_SHORT,
  registerEmailCall,
  registerMobileCall,
  sendEmailCodeCall,
  sendMobileCodeCall,
  validateReferralCode,
} from '@foyer/contract';
import { useToast } from '../../components/toast';
import { useWidget } from '../../widget/widget-context';
import type { CredentialsForm } from '../shared/credentials-form';
import { useCountries } from '../shared/use-countries';
import { useLatest } from '../shared/use-latest';
import { createAccountPayload, sendCodePayload } from './register-payload';
import { registerMachine, type CreateAccountInput } from './register.machine';

export function useRegister() {
  const widget = useWidget();
  const { t } = useTranslation();
  const toast = useToast();
  const latest = useLatest({ widget, t, toast });
  const impliedCountry = SITES[widget.host.site].impliedCountry;

  const [machine] = useState(() =>
    registerMachine.provide({
      actors: {
        sendCode: fromPromise(({ input }: { input: CredentialsForm }) => {
          const { api, lang } = latest.current.widget;
          const call = input.method === 'email' ? sendEmailCodeCall : sendMobileCodeCall;
          const payload = sendCodePayload(input, lang, impliedCountry);
          return api.call(call, payload, { context: 'register' });
        }),
        createAccount: fromPromise(({ input }: { input: CreateAccountInput }) => {
          const { api, lang } = latest.current.widget;
          const call = input.form.method === 'email' ? registerEmailCall : registerMobileCall;
          const payload = createAccountPayload(
            input.form,
            input.code,
            input.uuid,
            lang,
            impliedCountry,
          );
          return api.call(call, payload, { context: 'register' });
        }),
      },
      actions: {
        askForCountry: () => {
          const { toast: show, t: translate } = latest.current;
          show.show('error', translate('common:pleaseSelectCountryCode'), TOAST_MS_SHORT);
        },
        completeRegistration: (_, answer) => {
          latest.current.widget.complete('register', answer.ok ? answer.result.id : undefined);
        },
      },
    }),
  );

  const { options, host } = widget;
  const referral = options.defaultUserCode ?? host.refFromQuery ?? '';
  const [snapshot, send] = useMachine(machine, {
    input: {
      countryImplied: impliedCountry !== undefined,
      form: {
        method: options.hideEmailTab ? 'mobile' : 'email',
        email: options.defaultEmail ?? '',
        mobile: options.defaultPhone ?? '',
        // A hidden field cannot show its error: a hidden code is kept only when valid.
        referral: options.hideReferral && validateReferralCode(referral) ? '' : referral,
      },
    },
  });
  const countries = useCountries((country) => send({ type: 'COUNTRY_SUGGESTED', country }));

  return { snapshot, send, countries, countryImplied: impliedCountry !== undefined };
}

export type RegisterController = ReturnType<typeof useRegister>;
