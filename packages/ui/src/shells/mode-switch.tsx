import { LoginFlow } from '../flows/login/login-flow';
import { RegisterFlow } from '../flows/register/register-flow';
import { useWidget } from '../widget/widget-context';
import { ResidenceSlot } from './residence/residence-slot';

/**
 * Shows the flow of the current mode; switching starts the other flow afresh. The residence
 * prompt (decision 074) watches over both.
 */
export function ModeSwitch() {
  const { mode } = useWidget();
  return (
    <>
      {mode === 'login' ? <LoginFlow key="login" /> : <RegisterFlow key="register" />}
      <ResidenceSlot />
    </>
  );
}
