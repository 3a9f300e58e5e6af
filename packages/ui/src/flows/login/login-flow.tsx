import { LoginFormView } from './screens/login-form.view';
import { OverLimitDialogView } from './screens/over-limit-dialog.view';
import { RefusalDialogView } from './screens/refusal-dialog.view';
import { SiteJumpDialogView } from './screens/site-jump-dialog.view';
import { TwoFactorView } from './screens/two-factor.view';
import { useLogin } from './use-login';

/** The log-in flow: the map of its screens. */
export function LoginFlow() {
  const login = useLogin();
  return (
    <>
      {login.snapshot.hasTag('twoFactor') ? (
        <TwoFactorView login={login} />
      ) : (
        <LoginFormView login={login} />
      )}
      <OverLimitDialogView login={login} />
      <RefusalDialogView login={login} />
      <SiteJumpDialogView login={login} />
    </>
  );
}
