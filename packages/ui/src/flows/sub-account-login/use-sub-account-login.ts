/**
 * The sub-account log-in controller: the one place this flow calls the API. The same invisible
 * captcha as the main log-in (behaviour §4 "captcha required before submit"), then the call; the
 * re-sends (authenticator code, verified risk token) are the whole log-in again, as there.
 */
import { useMachine } from '../../machine/react';
import { useState } from 'react';
import { fromPromise } from '../../machine';
import {
  LOGIN_PROTO_VERSION,
  RET_CODES,
  TOAST_MS_LONG,
  subAccountLoginCall,
  loginCaptchaScene,
} from '@foyer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { passwordDigest } from '../../api/password-digest';
import { solveCaptcha } from '../../captcha/captcha-code';
import { useToast } from '../../components/toast';
import { useWidget } from '../../widget/widget-context';
import { loginEffects } from '../login/login-effects';
import type { LoginAttempt } from '../login/login.machine';
import { useLatest } from '../shared/use-latest';
import { subAccountLoginMachine } from './sub-account-login.machine';

export function useSubAccountLogin() {
  const widget = useWidget();
  const { t } = useTranslation();
  const toast = useToast();
  const latest = useLatest({ widget, t, toast });

  const [machine] = useState(() => {
    const effects = loginEffects(latest);
    return subAccountLoginMachine.provide({
      actors: {
        logIn: fromPromise(
          async ({ input, signal }: { input: LoginAttempt; signal: AbortSignal }) => {
            const { widget: current, toast: shown, t: translate } = latest.current;
            const captcha = await solveCaptcha(current.api, {
              scene: loginCaptchaScene(current.host.site),
              loginName: input.name,
              signal,
            });
            if (captcha.kind === 'unavailable') {
              shown.show('error', translate('errors:100001'), TOAST_MS_LONG);
              const code = RET_CODES.CAPTCHA_UNAVAILABLE.code;
              return { ok: false as const, retCode: code, retMsg: '' };
            }
            // Sealed with the server's key and the time, as the main log-in's (decision 151).
            const { sealedPassword } = await import('../login/password-seal');
            const digest = await passwordDigest(input.password);
            const body = {
              name: input.name,
              ...(await sealedPassword(current.api, digest)),
              proto_ver: LOGIN_PROTO_VERSION,
              ...captcha.fields,
              ...(input.google2fa ? { google2fa: input.google2fa } : {}),
              ...(input.riskToken ? { risk_token: input.riskToken } : {}),
            };
            return current.api.call(subAccountLoginCall, body, { context: 'login', signal });
          },
        ),
        ...effects.actors,
      },
      actions: effects.actions,
      guards: effects.guards,
    });
  });
  const [snapshot, send] = useMachine(machine, {
    input: {
      siteCheck: { site: widget.host.site, loginOnly: true, embedded: false },
    },
  });
  return { snapshot, send };
}

export type SubAccountLoginController = ReturnType<typeof useSubAccountLogin>;
