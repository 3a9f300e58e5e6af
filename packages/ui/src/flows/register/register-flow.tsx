import { RegisterFormView } from './screens/register-form.view';
import { VerifyCodeView } from './screens/verify-code.view';
import { useRegister } from './use-register';

/** The sign-up flow: the map of its screens. */
export function RegisterFlow() {
  const register = useRegister();
  const { snapshot } = register;
  if (snapshot.matches('enteringCode') || snapshot.matches('accountCreated')) {
    return <VerifyCodeView register={register} />;
  }
  return <RegisterFormView register={register} />;
}
