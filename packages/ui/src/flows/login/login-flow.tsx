import { LoginFormView } from './screens/login-form.view';
import { OverLimitDialogView } from './screens/over-limit-dialog.view';
import { RefusalDialogView } from './screens/refusal-dialog.view';
import { SecurityVerificationView } from './screens/security-verification.view';
import { SiteJumpDialogView } from './screens/site-jump-dialog.view';
import { TwoFactorView } from './screens/two-factor.view';
import { UpgradeNoticeDialogView } from './screens/upgrade-notice-dialog.view';
import { useLogin, type LoginController } from './use-login';

/** The screen of the flow's state: the form, security verification, or two-factor. */
function CurrentScreen({ login }: { login: LoginController }) {
  const { snapshot } = login;
  if (snapshot.hasTag('securityVerification')) return <SecurityVerificationView login={login} />;
  if (snapshot.hasTag('twoFactor')) return <TwoFactorView login={login} />;
  return <LoginFormView login={login} />;
}

/** The log-in flow: the map of its screens. */
export function LoginFlow() {
  const login = useLogin();
  return (
    <>
      <CurrentScreen login={login} />
      <OverLimitDialogView login={login} />
      <RefusalDialogView login={login} />
      <SiteJumpDialogView login={login} />
      <UpgradeNoticeDialogView login={login} />
    </>
  );
}
