/**
 * The upgrade notice's controller: the one place its flow calls the API ("Bind again", through
 * third-party/telegram-rebind.ts), and the call back to the flow that showed it once it is done.
 */
import { useState } from 'react';
import { fromPromise } from '../../machine';
import { useMachine } from '../../machine/react';
import { useToast } from '../../components/toast';
import { useTranslation } from '../../i18n/use-translation';
import { bindTelegramAgain } from '../../third-party/telegram-rebind';
import { useWidget } from '../../widget/widget-context';
import { useLatest } from '../shared/use-latest';
import { upgradeNoticeMachine, type NoticeProof } from './upgrade-notice.machine';

export function useUpgradeNotice(bindResult: string, onDone: () => void) {
  const widget = useWidget();
  const { t } = useTranslation();
  const toast = useToast();
  const latest = useLatest({ widget, t, toast, onDone });
  const [machine] = useState(() =>
    upgradeNoticeMachine.provide({
      actors: {
        bindTelegramAgain: fromPromise(
          ({ input, signal }: { input: NoticeProof; signal: AbortSignal }) =>
            bindTelegramAgain(latest.current, signal, input),
        ),
      },
      actions: { finish: () => latest.current.onDone() },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { bindResult } });
  return { snapshot, send };
}
