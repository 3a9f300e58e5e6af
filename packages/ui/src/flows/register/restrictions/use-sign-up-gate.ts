/**
 * The sign-up gate's controller: the one place the gate calls the API (permission_v2 and the
 * fake send) and touches the host (tracking, chat widget, local storage, toasts). The register
 * controller loads this module on the first submit and runs the gate with `runSignUpGate` as
 * its `signUpGate` actor (decision 090: the gate is not in the first chunk).
 */
import type { RefObject } from 'react';
import {
  CAPTCHA_SCENES,
  LOGIN_TYPE,
  TOAST_MS_LONG,
  TOAST_MS_SHORT,
  VERIFY_TYPE,
  sendEmailCodeCall,
  signUpPermissionCall,
} from '@foyer/contract';
import { callWithCaptcha } from '../../../captcha/call-with-captcha';
import type { ToastApi } from '../../../components/toast/toast-context';
import type { WidgetContextValue } from '../../../widget/widget-context';
import { createActor, fromPromise, type ActorRefFrom } from '../../../machine';
import type { WidgetT } from '../../../i18n/namespaces';
import type { ApiOutcome } from '../../../api/api-outcome';
import type { PermissionFacts } from './gate-step';
import {
  signUpGateMachine,
  type SignUpGateInput,
  type SignUpGateMachine,
  type SignUpGateOutput,
  type FakeSendInput,
} from './sign-up-gate.machine';

/** A running gate, which the restriction dialogs render. */
export type SignUpGateActor = ActorRefFrom<SignUpGateMachine>;

/** Where "Don't show this again" on dialog 3 is kept, per address. */
const TIP_KEY_PREFIX = 'foyer.ipBanNotice.';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface GateHost {
  widget: WidgetContextValue;
  t: WidgetT;
  toast: ToastApi;
}

export function createSignUpGate(latest: RefObject<GateHost>) {
  const host = () => latest.current as GateHost;
  return signUpGateMachine.provide({
    actors: {
      checkPermission: fromPromise(async (): Promise<PermissionFacts | null> => {
        const answer = await host().widget.api.call(signUpPermissionCall, {}, { hideError: true });
        if (!answer.ok) return null;
        const { reason, ip, region_code, country_code } = answer.result;
        return { reason, ip, place: region_code || country_code };
      }),
      sendFakeCode: fromPromise(
        ({
          input,
          signal,
        }: {
          input: FakeSendInput;
          signal: AbortSignal;
        }): Promise<ApiOutcome<unknown>> => {
          const { api, lang } = host().widget;
          // behaviour §4: the fake flag's send, like any send, comes after sign-up's captcha.
          const captcha = {
            scene: CAPTCHA_SCENES.register,
            forSignUp: true,
            loginName: input.email,
            signal,
          };
          const unavailable = () => {
            const { toast, t } = host();
            toast.show('error', t('errors:100001'), TOAST_MS_LONG);
          };
          const fake = {
            email: input.email,
            is_fake: 1 as const,
            lang,
            login_type: LOGIN_TYPE.EMAIL,
            verify_type: VERIFY_TYPE.CODE,
          };
          return callWithCaptcha(api, captcha, unavailable, (fields) =>
            api.call(sendEmailCodeCall, { ...fake, ...fields }, { signal }),
          );
        },
      ),
    },
    actions: {
      recordIpBan: () => host().widget.track({ name: 'registerFailure', reason: 'IpBan' }),
      rememberTip: (_, { ip, checked }) => {
        if (checked && ip) storage()?.setItem(`${TIP_KEY_PREFIX}${ip}`, '1');
      },
      toastIpBanned: () => {
        const { toast, t } = host();
        toast.show('error', t('restrictions:ipBanned.toast'), TOAST_MS_SHORT);
      },
      openCustomerService: () => host().widget.options.onOpenCustomerService?.(),
    },
    guards: {
      ipBanNoticeDismissed: (_, ip) =>
        Boolean(ip) && storage()?.getItem(`${TIP_KEY_PREFIX}${ip}`) === '1',
    },
  });
}

/**
 * One run of the gate for the register machine: `show` hands the running gate to the view (its
 * dialogs), and null once it has ended; the verdict is the gate's output. Leaving the register
 * machine's gate state aborts `signal`, which stops the gate and closes its dialog.
 */
export function runSignUpGate(
  latest: RefObject<GateHost>,
  input: SignUpGateInput,
  signal: AbortSignal,
  show: (gate: SignUpGateActor | null) => void,
): Promise<SignUpGateOutput> {
  const gate = createActor(createSignUpGate(latest), { input });
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error('the sign-up gate was left before it ran'));
    gate.subscribe({
      complete: () => {
        show(null);
        resolve(gate.getSnapshot().output ?? { proceed: false });
      },
      error: (error: unknown) => {
        show(null);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    signal.addEventListener('abort', () => gate.stop(), { once: true });
    show(gate);
    gate.start();
  });
}
