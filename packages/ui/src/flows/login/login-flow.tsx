import { Suspense } from 'react';
import { FormSkeleton } from '../../components/skeleton';
import { useWidget } from '../../widget/widget-context';
import { SecurityVerificationView, TwoFactorView } from './lazy-steps';
import { LoginFormView } from './screens/login-form.view';
import { OverLimitDialogView } from './screens/over-limit-dialog.view';
import { RefusalDialogView } from './screens/refusal-dialog.view';
import { SiteJumpDialogView } from './screens/site-jump-dialog.view';
import { UpgradeNoticeDialogView } from './screens/upgrade-notice-dialog.view';
import { useLogin, type LoginController } from './use-login';

/** The screen of the flow's state: the form, security verification, or two-factor. */
function CurrentScreen({ login }: { login: LoginController }) {
  const { snapshot } = login;
  if (snapshot.hasTag('securityVerification')) return <SecurityVerificationView login={login} />;
  if (snapshot.hasTag('twoFactor')) return <TwoFactorView login={login} />;
  return <LoginFormView login={login} />;
}

/** The log-in flow: the map of its screens; those after the form load on demand. */
export function LoginFlow() {
  const login = useLogin();
  const { variant } = useWidget();
  return (
    <>
      <Suspense fallback={<FormSkeleton variant={variant} />}>
        <CurrentScreen login={login} />
      </Suspense>
      <OverLimitDialogView login={login} />
      <RefusalDialogView login={login} />
      <SiteJumpDialogView login={login} />
      <UpgradeNoticeDialogView login={login} />
    </>
  );
}
