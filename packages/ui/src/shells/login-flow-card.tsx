import type { ComponentType, ReactNode } from 'react';
import { FormSkeleton } from '../components/skeleton';
import { LoginFlow } from '../flows/login/login-flow';
import type { LoginMachineView } from '../flows/login/use-login';
import { useReportLoaded } from '../widget/use-report-loaded';
import { useWidget } from '../widget/widget-context';
import { WidgetSurface } from '../widget/widget-surface';
import styles from './shells.module.css';

/**
 * The page card of a shell whose log-in flow starts on its own first screen instead of the
 * form: the third-party-only view's block (decision 064), the Mini App's authorisation (071).
 */
export function LoginFlowCard({
  ready,
  firstScreen,
}: {
  ready: boolean;
  firstScreen: ComponentType<{ login: LoginMachineView }>;
}) {
  return <PageCard>{ready ? <LoginFlow firstScreen={firstScreen} /> : <FormSkeleton />}</PageCard>;
}

/** The page variant's one card, without the promo panel; reports the widget loaded once. */
export function PageCard({ children }: { children: ReactNode }) {
  const { options } = useWidget();
  useReportLoaded(options.onLoadStatus);
  return (
    <WidgetSurface className={styles.page}>
      <div className={styles.layout} data-with-panel={false}>
        <section className={styles.card}>{children}</section>
      </div>
    </WidgetSurface>
  );
}
