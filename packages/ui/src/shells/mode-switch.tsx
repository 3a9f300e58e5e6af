import { LoginFlow } from '../flows/login/login-flow';
import { RegisterFlow } from '../flows/register/register-flow';
import { useWidget } from '../widget/widget-context';

/** Shows the flow of the current mode; switching starts the other flow afresh. */
export function ModeSwitch() {
  const { mode } = useWidget();
  return mode === 'login' ? <LoginFlow key="login" /> : <RegisterFlow key="register" />;
}
