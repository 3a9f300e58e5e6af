import { Suspense } from 'react';
import { FormSkeleton } from '../../components/skeleton';
import { useWidget } from '../../widget/widget-context';
import { LoginDialogs, SecurityVerificationView, TwoFactorView } from './lazy-steps';
import { LoginFormView } from './screens/login-form.view';
import { useLogin, type LoginController, type LoginMachineView } from './use-login';

/** The screen of the flow's state: the form, security verification, or two-factor. */
function CurrentScreen({ login }: { login: LoginController }) {
  const { snapshot } = login;
  if (snapshot.hasTag('securityVerification')) return <SecurityVerificationView login={login} />;
  if (snapshot.hasTag('twoFactor')) return <TwoFactorView login={login} />;
  return <LoginFormView login={login} />;
}

/** The states in which one of the flow's dialogs is open (screens/login-dialogs.view.tsx). */
function dialogOpen({ snapshot }: LoginMachineView): boolean {
  return (
    snapshot.matches('showingOverLimitDialog') ||
    snapshot.matches('showingRefusalDialog') ||
    snapshot.matches('offeringSiteJump') ||
    snapshot.matches('showingUpgradeNotice') ||
    snapshot.matches('offeringLink')
  );
}

/**
 * The log-in flow: the map of its screens; those after the form, and its dialogs, load on
 * demand.
 */
export function LoginFlow() {
  const login = useLogin();
  const { variant } = useWidget();
  return (
    <>
      <Suspense fallback={<FormSkeleton variant={variant} />}>
        <CurrentScreen login={login} />
      </Suspense>
      <LoginDialogs open={dialogOpen(login)} login={login} />
    </>
  );
}
