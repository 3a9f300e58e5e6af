import type { ComponentType } from 'react';
import type { LoginMachineView } from '../flows/login/use-login';
import { ThirdPartyOnlyView } from '../third-party/third-party-only.view';
import { WidgetErrorBoundary } from '../widget/widget-error-boundary';
import type { ThirdPartySignInProps } from '../widget/widget-options';
import { WidgetProvider } from '../widget/widget-provider';
import { LoginFlowCard } from './login-flow-card';

/**
 * The page around a log-in flow that starts on a first screen of its own instead of the form:
 * the third-party-only view's block, or the Telegram page's answer (shells/telegram-sign-in.tsx).
 */
export function ThirdPartyShell({
  options,
  firstScreen,
}: {
  options: ThirdPartySignInProps;
  firstScreen: ComponentType<{ login: LoginMachineView }>;
}) {
  return (
    <WidgetErrorBoundary onLoadStatus={options.onLoadStatus}>
      <WidgetProvider options={options} variant="page" initialMode="login">
        {(ready) => <LoginFlowCard ready={ready} firstScreen={firstScreen} />}
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
