/**
 * The sign-up gate's controller: the one place the gate calls the API (permission_v2 and the
 * waitlist) and touches the host (tracking, chat widget, local storage, toasts). The register
 * controller provides the machine it returns as the `signUpGate` actor.
 */
import type { RefObject } from 'react';
import { TOAST_MS_SHORT, signUpPermissionCall, waitlistJoinCall } from '@foyer/contract';
import type { ToastApi } from '../../../components/toast/toast-context';
import type { WidgetContextValue } from '../../../widget/widget-context';
import { fromPromise } from '../../../machine';
import type { WidgetT } from '../../../i18n/namespaces';
import type { ApiOutcome } from '../../../api/api-outcome';
import type { PermissionFacts } from './gate-step';
import { signUpGateMachine, type WaitlistJoinInput } from './sign-up-gate.machine';

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
      joinWaitlist: fromPromise(
        ({ input }: { input: WaitlistJoinInput }): Promise<ApiOutcome<unknown>> => {
          const { api, lang } = host().widget;
          const country = input.country ? { country: input.country } : {};
          return api.call(waitlistJoinCall, { email: input.email, lang, ...country });
        },
      ),
    },
    actions: {
      recordIpBan: () =>
        host().widget.options.onTrack?.({ name: 'registerFailure', reason: 'IpBan' }),
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
