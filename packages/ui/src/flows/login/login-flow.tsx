import { Suspense, type ComponentType } from 'react';
import { FormSkeleton } from '../../components/skeleton';
import { useWidget } from '../../widget/widget-context';
import {
  IpLimitedPageView,
  LoginDialogs,
  SecurityVerificationView,
  TwoFactorView,
} from './lazy-steps';
import { shownAsPage } from './login-refusal';
import { LoginFormView } from './screens/login-form.view';
import { useLogin, type LoginController, type LoginMachineView } from './use-login';

/**
 * The screen of the flow's state: the form, security verification, two-factor, or the
 * IP-limited notice when the host wants it as a page. A shell may
 * start on another screen instead of the form (the third-party-only view's block); the form
 * then shows only for the password log-in that links a provider (48003).
 */
function CurrentScreen({
  login,
  firstScreen: FirstScreen,
}: { login: LoginController } & LoginFlowProps) {
  const { snapshot } = login;
  const { options } = useWidget();
  const step = snapshot.context.step;
  if (
    snapshot.matches('showingRefusalDialog') &&
    step?.kind === 'dialog' &&
    shownAsPage(step.dialog, options.ipLimitedDisplayType)
  )
    return <IpLimitedPageView login={login} />;
  if (snapshot.hasTag('securityVerification')) return <SecurityVerificationView login={login} />;
  if (snapshot.hasTag('twoFactor')) return <TwoFactorView login={login} />;
  if (FirstScreen && snapshot.context.linkTicket === null) return <FirstScreen login={login} />;
  return <LoginFormView login={login} />;
}

export interface LoginFlowProps {
  /**
   * A first screen instead of the form: the `ThirdPartySignIn` export's third-party block
   * alone (docs/decisions/064). Given by the shell, so the log-in pages do not carry it.
   */
  firstScreen?: ComponentType<{ login: LoginMachineView }>;
}

/**
 * One of the flow's dialogs is open (screens/login-dialogs.view.tsx): its states carry the tag
 * `dialog` in login.machine.ts, so a new dialog state cannot be left out of this test.
 */
function dialogOpen({ snapshot }: LoginMachineView): boolean {
  return snapshot.hasTag('dialog');
}

/**
 * The log-in flow: the map of its screens; those after the form, and its dialogs, load on
 * demand.
 */
export function LoginFlow({ firstScreen }: LoginFlowProps) {
  const login = useLogin();
  const { variant } = useWidget();
  return (
    <>
      <Suspense fallback={<FormSkeleton variant={variant} />}>
        <CurrentScreen login={login} firstScreen={firstScreen} />
      </Suspense>
      <LoginDialogs open={dialogOpen(login)} login={login} />
    </>
  );
}
