import { FormSkeleton } from '../components/skeleton';
import { useReportLoaded } from '../widget/use-report-loaded';
import { useWidget } from '../widget/widget-context';
import { WidgetErrorBoundary } from '../widget/widget-error-boundary';
import type { RegisterLoginPageProps } from '../widget/widget-options';
import { WidgetProvider } from '../widget/widget-provider';
import { WidgetSurface } from '../widget/widget-surface';
import { ModeSwitch } from './mode-switch';
import { PromoPanel } from './promo-panel';
import { SignUpRetention } from './retention/sign-up-retention';
import styles from './shells.module.css';

function PageLayout({ ready }: { ready: boolean }) {
  const { options } = useWidget();
  useReportLoaded(options.onLoadStatus);
  const withPanel = !options.hideRightPanel;
  return (
    <WidgetSurface className={styles.page}>
      <div className={styles.layout} data-with-panel={withPanel}>
        <section className={styles.card}>{ready ? <ModeSwitch /> : <FormSkeleton />}</section>
        {withPanel ? <PromoPanel /> : null}
      </div>
    </WidgetSurface>
  );
}

/**
 * The register/login page (behaviour §1): sign-up by default, the log-in view with
 * `mode="login"`, and the promo panel on the right unless `hideRightPanel`.
 *
 * @example
 * <RegisterLoginPage mode="login" theme="dark" onNavigate={(url) => navigate(url)} />
 */
export function RegisterLoginPage({ mode = 'register', ...options }: RegisterLoginPageProps) {
  return (
    <WidgetErrorBoundary onLoadStatus={options.onLoadStatus}>
      <WidgetProvider options={options} variant="page" initialMode={mode}>
        {(ready) => (
          <SignUpRetention open={ready}>
            <PageLayout ready={ready} />
          </SignUpRetention>
        )}
      </WidgetProvider>
    </WidgetErrorBoundary>
  );
}
