import type { ComponentType } from 'react';
import { FormSkeleton } from '../components/skeleton';
import { LoginFlow } from '../flows/login/login-flow';
import type { LoginMachineView } from '../flows/login/use-login';
import { ThirdPartyOnlyView } from '../third-party/third-party-only.view';
import { useReportLoaded } from '../widget/use-report-loaded';
import { useWidget } from '../widget/widget-context';
import { WidgetErrorBoundary } from '../widget/widget-error-boundary';
import type { ThirdPartySignInProps } from '../widget/widget-options';
import { WidgetProvider } from '../widget/widget-provider';
import { WidgetSurface } from '../widget/widget-surface';
import styles from './shells.module.css';

interface LayoutProps {
  ready: boolean;
  firstScreen: ComponentType<{ login: LoginMachineView }>;
}

function ThirdPartyLayout({ ready, firstScreen }: LayoutProps) {
  const { options } = useWidget();
  useReportLoaded(options.onLoadStatus);
  return (
    <WidgetSurface className={styles.page}>
      <div className={styles.layout} data-with-panel={false}>
        <section className={styles.card}>
          {ready ? <LoginFlow firstScreen={firstScreen} /> : <FormSkeleton />}
        </section>
      </div>
    </WidgetSurface>
  );
}

/**
 * The page around a log-in flow that starts on a first screen of its own instead of the form:
 * the third-party-only view's block, or the Telegram page's answer (shells/telegram-sign-in.tsx).
 */
export function ThirdPartyShell({
  options,
  firstScreen,
}: {
  options: ThirdPartySignInProps;
  firstScreen: LayoutProps['firstScreen'];
}) {
  return (
    <WidgetErrorBoundary onLoadStatus={options.onLoadStatus}>
      <WidgetProvider options={options} variant="page" initialMode="login">
        {(ready) => <ThirdPartyLayout ready={ready} firstScreen={firstScreen} />}
      </WidgetProvider>
    </WidgetErrorBoundary>
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
  return <ThirdPartyShell options={options} firstScreen={ThirdPartyOnlyView} />;
}
