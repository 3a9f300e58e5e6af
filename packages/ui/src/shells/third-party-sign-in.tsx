import { FormSkeleton } from '../components/skeleton';
import { LoginFlow } from '../flows/login/login-flow';
import { ThirdPartyOnlyView } from '../third-party/third-party-only.view';
import { useReportLoaded } from '../widget/use-report-loaded';
import { useWidget } from '../widget/widget-context';
import { WidgetErrorBoundary } from '../widget/widget-error-boundary';
import type { ThirdPartySignInProps } from '../widget/widget-options';
import { WidgetProvider } from '../widget/widget-provider';
import { WidgetSurface } from '../widget/widget-surface';
import styles from './shells.module.css';

function ThirdPartyLayout({ ready }: { ready: boolean }) {
  const { options } = useWidget();
  useReportLoaded(options.onLoadStatus);
  return (
    <WidgetSurface className={styles.page}>
      <div className={styles.layout} data-with-panel={false}>
        <section className={styles.card}>
          {ready ? <LoginFlow firstScreen={ThirdPartyOnlyView} /> : <FormSkeleton />}
        </section>
      </div>
    </WidgetSurface>
  );
}

/**
 * The third-party sign-in view (behaviour §1): only the "Continue with …" buttons the server
 * offers, with the whole log-in flow behind them (two-factor, security verification, the
 * 48003 password log-in that links the provider, a new account's landing). A shell around the
 * log-in flow, not a copy of it (docs/decisions/064).
 *
 * @example
 * <ThirdPartySignIn theme="dark" onSuccess={({ newUser }) => track(newUser)} />
 */
export function ThirdPartySignIn(options: ThirdPartySignInProps) {
  return (
    <WidgetErrorBoundary onLoadStatus={options.onLoadStatus}>
      <WidgetProvider options={options} variant="page" initialMode="login">
        {(ready) => <ThirdPartyLayout ready={ready} />}
      </WidgetProvider>
    </WidgetErrorBoundary>
  );
}
