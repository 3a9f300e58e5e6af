/** The self-unblock controller: the one place that calls the API for this flow. */
import { useMachine } from '../../machine/react';
import { useState } from 'react';
import { fromPromise } from '../../machine';
import {
  CAPTCHA_SCENES,
  SITES,
  TOAST_MS_LONG,
  TOAST_MS_SHORT,
  selfHelpDeblockingCall,
} from '@foyer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { passwordDigest } from '../../api/password-digest';
import { callWithCaptcha } from '../../captcha/call-with-captcha';
import { useToast } from '../../components/toast';
import { useWidget } from '../../widget/widget-context';
import { initialLoginMethod, readStoredLoginTab } from '../login/login-method';
import { callingCodeOf } from '../shared/credentials-form';
import { useCountries } from '../shared/use-countries';
import { useLatest } from '../shared/use-latest';
import { unblockMachine, type UnblockCallInput } from './unblock.machine';

export function useUnblock() {
  const widget = useWidget();
  const { t } = useTranslation();
  const toast = useToast();
  const latest = useLatest({ widget, t, toast });
  const impliedCountry = SITES[widget.host.site].impliedCountry;

  const [machine] = useState(() =>
    unblockMachine.provide({
      actors: {
        unblock: fromPromise(
          async ({ input, signal }: { input: UnblockCallInput; signal: AbortSignal }) => {
            const { widget: current, toast: shown, t: translate } = latest.current;
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
            const unavailable = () =>
              shown.show('error', translate('errors:100001'), TOAST_MS_LONG);
            // 31003 (not yet) is shown on the page itself; the banned dialog is not wanted.
            return callWithCaptcha(current.api, captcha, unavailable, (fields) =>
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
        askForCountry: () => {
          const { toast: show, t: translate } = latest.current;
          show.show('error', translate('common:pleaseSelectCountryCode'), TOAST_MS_SHORT);
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

  return { snapshot, send, countries, countryImplied: impliedCountry !== undefined };
}

export type UnblockController = ReturnType<typeof useUnblock>;
