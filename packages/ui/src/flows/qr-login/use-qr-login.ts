/**
 * The QR log-in controller: the one place that calls the API for this flow. Generate runs
 * in the 'qrGenerate' context (behaviour §8: 10016 toasts 100161); status polls quietly, since a
 * failed poll is simply asked again. A confirmed status carries the session token, which
 * the request wrapper stores like a password log-in's.
 */
import { useMachine } from '../../machine/react';
import { useState } from 'react';
import { fromPromise } from '../../machine';
import { qrGenerateCall, qrStatusCall } from '@foyer/contract';
import { useWidget } from '../../widget/widget-context';
import { useLatest } from '../shared/use-latest';
import type { ApiOutcome } from '../../api/api-outcome';
import { qrLoginMachine, type QrStatusAnswer, type QrTicket } from './qr-login.machine';

export function useQrLogin() {
  const widget = useWidget();
  const latest = useLatest({ widget });

  const [machine] = useState(() =>
    qrLoginMachine.provide({
      actors: {
        generate: fromPromise<ApiOutcome<QrTicket>>(async ({ signal }) => {
          const { api, lang } = latest.current.widget;
          return api.call(qrGenerateCall, { lang }, { context: 'qrGenerate', signal });
        }),
        checkStatus: fromPromise<ApiOutcome<QrStatusAnswer>, QrTicket>(
          async ({ input, signal }: { input: QrTicket; signal: AbortSignal }) =>
            latest.current.widget.api.call(
              qrStatusCall,
              { uuid: input.uuid, secret: input.secret },
              { context: 'qrGenerate', hideError: true, signal },
            ),
        ),
      },
      actions: {
        completeLogin: ({ context }) => latest.current.widget.complete('login', context.accountId),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  return { snapshot, refresh: () => send({ type: 'REFRESH' }) };
}

export type QrLoginController = ReturnType<typeof useQrLogin>;
