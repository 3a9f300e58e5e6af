import { SubAccountLoginFormView } from './screens/sub-account-login-form.view';
import { SubAccountOverLimitView } from './screens/sub-account-over-limit.view';
import { useSubAccountLogin } from './use-sub-account-login';

/** The sub-account log-in flow: the map of its screens. */
export function SubAccountLoginFlow({ mainLoginUrl }: { mainLoginUrl: string }) {
  const login = useSubAccountLogin();
  return (
    <>
      <SubAccountLoginFormView login={login} mainLoginUrl={mainLoginUrl} />
      <SubAccountOverLimitView login={login} />
    </>
  );
}
