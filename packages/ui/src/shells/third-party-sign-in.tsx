import { ThirdPartyOnlyView } from '../third-party/third-party-only.view';
import { WidgetErrorBoundary } from '../widget/widget-error-boundary';
import type { ThirdPartySignInProps } from '../widget/widget-options';
import { WidgetProvider } from '../widget/widget-provider';
import { LoginFlowCard } from './login-flow-card';

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
        {(ready) => <LoginFlowCard ready={ready} firstScreen={ThirdPartyOnlyView} />}
      </WidgetProvider>
    </WidgetErrorBoundary>
  );
}
