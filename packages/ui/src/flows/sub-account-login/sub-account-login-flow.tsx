import { OverLimitDialogView } from '../login/screens/over-limit-dialog.view';
import { RefusalDialogView } from '../login/screens/refusal-dialog.view';
import { SecurityVerificationView } from '../login/screens/security-verification.view';
import { SiteJumpDialogView } from '../login/screens/site-jump-dialog.view';
import { TradingPasswordDialogView } from '../login/screens/trading-password-dialog.view';
import { TwoFactorView } from '../login/screens/two-factor.view';
import { SubAccountLoginFormView } from './screens/sub-account-login-form.view';
import { useSubAccountLogin, type SubAccountLoginController } from './use-sub-account-login';

interface ScreenProps {
  login: SubAccountLoginController;
  mainLoginUrl: string;
}

/** The screen of the flow's state: the form, security verification, or two-factor. */
function CurrentScreen({ login, mainLoginUrl }: ScreenProps) {
  const { snapshot } = login;
  if (snapshot.hasTag('securityVerification')) return <SecurityVerificationView login={login} />;
  if (snapshot.hasTag('twoFactor')) return <TwoFactorView login={login} />;
  return <SubAccountLoginFormView login={login} mainLoginUrl={mainLoginUrl} />;
}

/** The sub-account log-in flow: the map of its screens, the main log-in's after the form. */
export function SubAccountLoginFlow({ mainLoginUrl }: { mainLoginUrl: string }) {
  const login = useSubAccountLogin();
  return (
    <>
      <CurrentScreen login={login} mainLoginUrl={mainLoginUrl} />
      <OverLimitDialogView login={login} />
      <RefusalDialogView login={login} />
      <SiteJumpDialogView login={login} />
      <TradingPasswordDialogView login={login} />
    </>
  );
}
