import { FormSkeleton } from '../components/skeleton';
import { SubAccountLoginFlow } from '../flows/sub-account-login/sub-account-login-flow';
import { mainLoginHref } from '../flows/sub-account-login/links';
import { useReportLoaded } from '../widget/use-report-loaded';
import { useWidget } from '../widget/widget-context';
import { WidgetErrorBoundary } from '../widget/widget-error-boundary';
import type { SubAccountLoginPageProps } from '../widget/widget-options';
import { WidgetProvider } from '../widget/widget-provider';
import { WidgetSurface } from '../widget/widget-surface';
import styles from './shells.module.css';

function SubAccountLayout({ ready }: { ready: boolean }) {
  const { options, lang } = useWidget();
  useReportLoaded(options.onLoadStatus);
  const { origin, search } = window.location;
  const mainLoginUrl = mainLoginHref(lang, origin, search, options.redirectWhitelist);
  return (
    <WidgetSurface className={styles.page}>
      <div className={styles.layout} data-with-panel={false}>
        <section className={styles.card}>
          {ready ? <SubAccountLoginFlow mainLoginUrl={mainLoginUrl} /> : <FormSkeleton />}
        </section>
      </div>
    </WidgetSurface>
  );
}

/**
 * The sub-account log-in page (behaviour §2 /app/user/sub-account-login): name and password, the
 * same captcha, lock-out and post-login redirect as the main log-in, and a link back to it
 * (the page's `main_login_url`, else /{lang}/login).
 *
 * @example
 * <SubAccountLoginPage theme="dark" onNavigate={(url) => navigate(url)} />
 */
export function SubAccountLoginPage(options: SubAccountLoginPageProps) {
  return (
    <WidgetErrorBoundary onLoadStatus={options.onLoadStatus}>
      <WidgetProvider options={options} variant="page" initialMode="login">
        {(ready) => <SubAccountLayout ready={ready} />}
      </WidgetProvider>
    </WidgetErrorBoundary>
  );
}
