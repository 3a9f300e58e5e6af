/**
 * Pages of the account's own recovery (behaviour §2): /app/user/retrieve and /self-unblock. Each
 * is the widget's page frame (translator, toasts, API, theme) around one flow in a card.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { loadLaterTexts } from '../i18n/create-i18n';
import { FormSkeleton } from '../components/skeleton';
import { RecoveryFlow } from '../flows/recovery/recovery-flow';
import { UnblockFlow } from '../flows/unblock/unblock-flow';
import { useReportLoaded } from '../widget/use-report-loaded';
import { useWidget } from '../widget/widget-context';
import { WidgetErrorBoundary } from '../widget/widget-error-boundary';
import type { WidgetOptions } from '../widget/widget-options';
import { WidgetProvider } from '../widget/widget-provider';
import { WidgetSurface } from '../widget/widget-surface';
import styles from './shells.module.css';

/** Whether the English no first screen shows has arrived (the recovery flows show it). */
function useLaterTexts(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void loadLaterTexts().then(
      () => live && setLoaded(true),
      // Not loaded: the page shows its texts' keys rather than a skeleton for ever.
      () => live && setLoaded(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}

function CardPage({ ready, children }: { ready: boolean; children: ReactNode }) {
  const { options } = useWidget();
  const textsLoaded = useLaterTexts();
  useReportLoaded(options.onLoadStatus);
  return (
    <WidgetSurface className={styles.page}>
      <div className={styles.layout} data-with-panel={false}>
        <section className={styles.card}>
          {ready && textsLoaded ? children : <FormSkeleton />}
        </section>
      </div>
    </WidgetSurface>
  );
}

function AccountPage({ options, children }: { options: WidgetOptions; children: ReactNode }) {
  return (
    <WidgetErrorBoundary onLoadStatus={options.onLoadStatus}>
      <WidgetProvider options={options} variant="page" initialMode="login">
        {(ready) => <CardPage ready={ready}>{children}</CardPage>}
      </WidgetProvider>
    </WidgetErrorBoundary>
  );
}

export interface PasswordRecoveryPageProps extends WidgetOptions {
  /** The page's `from` query: 'trustFirst' (pre_action 1) explains why a reset is needed. */
  from?: string | null;
  /**
   * The token of the recovery e-mail's link (the page's `#reset=` fragment, decision 105):
   * the page asks only for the new password.
   */
  resetToken?: string | null;
}

/**
 * "Forgot password?": e-mail or mobile, the code, the new password, then "Log in"; opened by
 * the e-mail's link, the new password alone.
 */
export function PasswordRecoveryPage({ from, resetToken, ...options }: PasswordRecoveryPageProps) {
  return (
    <AccountPage options={options}>
      <RecoveryFlow resetRequired={from === 'trustFirst'} resetToken={resetToken ?? null} />
    </AccountPage>
  );
}

/** Self-help unblocking of a self-help ban over 24 h old: password, then a code. */
export function SelfUnblockPage(options: WidgetOptions) {
  return (
    <AccountPage options={options}>
      <UnblockFlow />
    </AccountPage>
  );
}
