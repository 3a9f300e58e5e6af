import { useMemo, useState, type ReactNode } from 'react';
import { homeUrl } from '../../widget/home-url';
import { WidgetContext, useWidget, type WidgetContextValue } from '../../widget/widget-context';
import { RetentionContext } from './retention-context';
import { lazyDialog } from '../../components/lazy/lazy-dialog';
import type { ArrivalRetentionDialogProps } from './retention-dialog.view';
import { useRetention } from './use-retention';

/** Loaded the first time a visitor tries to leave the sign-up (decision 047). */
const RetentionDialogView = lazyDialog<ArrivalRetentionDialogProps>(() =>
  import('./retention-dialog.view').then((module) => module.ArrivalRetentionDialogView),
);

/**
 * Wraps a shell's flows with the back-navigation retention modal of behaviour §4: it guards while
 * sign-up shows (`open`: the modal variant is visible) and until the sign-up is over (the
 * widget's `complete` ran, or a screen called `useSignUpFinished`).
 */
export function SignUpRetention({
  open = true,
  children,
}: {
  open?: boolean;
  children: ReactNode;
}) {
  const widget = useWidget();
  const [finished, setFinished] = useState(false);
  if (!open && finished) {
    // The modal closed after a finished sign-up: when it opens again, a new sign-up is guarded.
    setFinished(false);
  }
  const { options, variant, mode, lang, navigate } = widget;
  const retention = useRetention({
    active: open && mode === 'register',
    finished,
    variant,
    onClose: options.onClose,
    onLeaveToHome: () => navigate(homeUrl(lang)),
  });
  // The flows finish through `complete`: after it, Back leaves without asking.
  const scoped = useMemo<WidgetContextValue>(
    () => ({
      ...widget,
      complete: (doneMode, accountId, provider) => {
        setFinished(true);
        widget.complete(doneMode, accountId, provider);
      },
    }),
    [widget],
  );
  const control = useMemo(() => ({ finish: () => setFinished(true) }), []);
  return (
    <WidgetContext.Provider value={scoped}>
      <RetentionContext.Provider value={control}>
        {children}
        <RetentionDialogView
          open={retention.open}
          search={window.location.search}
          defaultUserCode={options.defaultUserCode}
          onContinue={retention.stay}
          onQuit={retention.quit}
        />
      </RetentionContext.Provider>
    </WidgetContext.Provider>
  );
}
