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
  riskCheckCall,
  riskSendCodeCall,
} from '@foyer/contract';
import { solveCaptcha } from '../../captcha/solve-captcha';
import { useToast } from '../../components/toast';
import { useWidget } from '../../widget/widget-context';
import type { Method } from '../shared/credentials-form';
import { useCountries } from '../shared/use-countries';
import { useLatest } from '../shared/use-latest';
import { initialLoginMethod, readStoredLoginTab, storeLoginTab } from './login-method';
import { loginMachine, type LoginAttempt, type RiskCheckInput } from './login.machine';
import { loginPayload } from './login-payload';

const CAPTCHA_UNAVAILABLE = RET_CODES.CAPTCHA_UNAVAILABLE.code;

/** Where "Forgot password?" and pre_action 1 lead (SPEC §2). */
export const RETRIEVE_PASSWORD_PATH = '/app/user/retrieve';

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
          async ({ input, signal }: { input: LoginAttempt; signal: AbortSignal }) => {
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
            // A re-send is the whole login again: password, fresh captcha, and the codes.
            const code = input.google2fa ? { google2fa: input.google2fa } : {};
            const risk = input.riskToken ? { risk_token: input.riskToken } : {};
            return current.api.call(
              loginCall,
              { ...payload, ...captcha.fields, ...code, ...risk },
              { context: 'login', signal },
            );
          },
        ),
        sendRiskCode: fromPromise(
          async ({ input, signal }: { input: string; signal: AbortSignal }) =>
            latest.current.widget.api.call(
              riskSendCodeCall,
              { risk_token: input },
              { context: 'login', signal },
            ),
        ),
        checkRiskCode: fromPromise(
          async ({ input, signal }: { input: RiskCheckInput; signal: AbortSignal }) =>
            latest.current.widget.api.call(
              riskCheckCall,
              { risk_token: input.riskToken, code: input.code },
              { context: 'login', signal },
            ),
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
        goToRetrievePassword: () => latest.current.widget.navigate(RETRIEVE_PASSWORD_PATH),
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
