/**
 * The sub-account log-in controller: the one place this flow calls the API. The same invisible
 * captcha as the main log-in (SPEC §4 "captcha required before submit"), then the call.
 */
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  CAPTCHA_SCENES,
  LOGIN_PROTO_VERSION,
  RET_CODES,
  TOAST_MS_LONG,
  subAccountLoginCall,
} from '@foyer/contract';
import { passwordDigest } from '../../api/password-digest';
import { solveCaptcha } from '../../captcha/solve-captcha';
import { useToast } from '../../components/toast';
import { useWidget } from '../../widget/widget-context';
import { useLatest } from '../shared/use-latest';
import { useTranslation } from 'react-i18next';
import { subAccountLoginMachine } from './sub-account-login.machine';
import type { SubAccountForm } from './sub-account-form';

export function useSubAccountLogin() {
  const widget = useWidget();
  const { t } = useTranslation();
  const toast = useToast();
  const latest = useLatest({ widget, t, toast });

  const [machine] = useState(() =>
    subAccountLoginMachine.provide({
      actors: {
        logIn: fromPromise(
          async ({ input, signal }: { input: SubAccountForm; signal: AbortSignal }) => {
            const { widget: current, toast: shown, t: translate } = latest.current;
            const captcha = await solveCaptcha(current.api, {
              scene: CAPTCHA_SCENES.login,
              loginName: input.name,
              signal,
            });
            if (captcha.kind === 'unavailable') {
              shown.show('error', translate('errors:100001'), TOAST_MS_LONG);
              const code = RET_CODES.CAPTCHA_UNAVAILABLE.code;
              return { ok: false as const, retCode: code, retMsg: '' };
            }
            const body = {
              name: input.name,
              password: passwordDigest(input.password),
              proto_ver: LOGIN_PROTO_VERSION,
              ...captcha.fields,
            };
            return current.api.call(subAccountLoginCall, body, { context: 'login', signal });
          },
        ),
      },
      actions: {
        completeLogin: ({ context }) => {
          const step = context.step;
          latest.current.widget.complete(
            'login',
            step?.kind === 'signedIn' ? step.accountId : undefined,
          );
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  return { snapshot, send };
}

export type SubAccountLoginController = ReturnType<typeof useSubAccountLogin>;
