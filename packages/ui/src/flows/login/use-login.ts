/**
 * The log-in controller: the one place that calls the API for this flow. It provides the
 * machine's actor and side effects and hands the views a snapshot and small commands.
 */
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import {
  CAPTCHA_SCENES,
  RET_CODES,
  SITES,
  TOAST_MS_LONG,
  TOAST_MS_SHORT,
  loginCall,
} from '@foyer/contract';
import { solveCaptcha } from '../../captcha/solve-captcha';
import { useToast } from '../../components/toast';
import { useWidget } from '../../widget/widget-context';
import type { CredentialsForm, Method } from '../shared/credentials-form';
import { useCountries } from '../shared/use-countries';
import { useLatest } from '../shared/use-latest';
import { initialLoginMethod, readStoredLoginTab, storeLoginTab } from './login-method';
import { loginMachine } from './login.machine';
import { loginPayload } from './login-payload';
import { retrievePasswordUrl } from './retrieve-path';

const CAPTCHA_UNAVAILABLE = RET_CODES.CAPTCHA_UNAVAILABLE.code;

export function useLogin() {
  const widget = useWidget();
  const { t } = useTranslation();
  const toast = useToast();
  const latest = useLatest({ widget, t, toast });
  const impliedCountry = SITES[widget.host.site].impliedCountry;

  const [machine] = useState(() =>
    loginMachine.provide({
      actors: {
        logIn: fromPromise(
          async ({ input, signal }: { input: CredentialsForm; signal: AbortSignal }) => {
            const { widget: current, toast: shown, t: translate } = latest.current;
            const payload = loginPayload(input, impliedCountry);
            // SPEC §4: captcha required before submit; the new captcha is solved invisibly.
            const captcha = await solveCaptcha(current.api, {
              scene: CAPTCHA_SCENES.login,
              loginName: 'email' in payload ? payload.email : payload.mobile,
              signal,
            });
            if (captcha.kind === 'unavailable') {
              shown.show('error', translate('errors:100001'), TOAST_MS_LONG);
              return { ok: false as const, retCode: CAPTCHA_UNAVAILABLE, retMsg: '' };
            }
            return current.api.call(
              loginCall,
              { ...payload, ...captcha.fields },
              { context: 'login', signal },
            );
          },
        ),
      },
      actions: {
        askForCountry: () => {
          const { toast: show, t: translate } = latest.current;
          show.show('error', translate('common:pleaseSelectCountryCode'), TOAST_MS_SHORT);
        },
        completeLogin: ({ context }) => {
          const step = context.step;
          latest.current.widget.complete(
            'login',
            step?.kind === 'signedIn' ? step.accountId : undefined,
          );
        },
        goToRetrievePassword: () => {
          const { widget: current } = latest.current;
          const { lang, options: opts } = current;
          current.navigate(retrievePasswordUrl({ lang, resetRequired: true, oauth: opts.oauth }));
        },
        goToSelfUnblock: () => {
          const { widget: current } = latest.current;
          current.navigate(`/${current.lang}/self-unblock?fromScene=login`);
        },
      },
    }),
  );

  const { options } = widget;
  const [snapshot, send] = useMachine(machine, {
    input: {
      countryImplied: impliedCountry !== undefined,
      form: {
        method: initialLoginMethod(readStoredLoginTab(), options),
        email: options.defaultEmail ?? '',
        mobile: options.defaultPhone ?? '',
      },
    },
  });
  const countries = useCountries((country) => send({ type: 'COUNTRY_SUGGESTED', country }));

  function selectMethod(method: Method) {
    storeLoginTab(method);
    send({ type: 'METHOD_CHANGED', method });
  }

  return { snapshot, send, countries, selectMethod, countryImplied: impliedCountry !== undefined };
}

export type LoginController = ReturnType<typeof useLogin>;
