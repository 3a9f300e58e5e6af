import { FormSkeleton } from '../../components/skeleton';
import { useWidget } from '../../widget/widget-context';
import { SecurityVerificationView } from '../shared/security-verification/security-verification.view';
import { CheckEmailView } from './screens/check-email.view';
import { CreatingAccountView } from './screens/creating-account.view';
import { LinkExpiredView } from './screens/link-expired.view';
import { PasswordStepView } from './screens/password-step.view';
import { RegisterFormView } from './screens/register-form.view';
import { VerifyCodeView } from './screens/verify-code.view';
import { screenOf } from './register-screen';
import { SignUpGateView } from './restrictions/sign-up-gate.view';
import { useRegister } from './use-register';

/** The sign-up flow: the map of its screens. */
export function RegisterFlow() {
  const register = useRegister();
  const { variant } = useWidget();
  switch (screenOf(register.snapshot)) {
    case 'loading':
      return <FormSkeleton variant={variant} />;
    case 'account':
      return (
        <>
          <RegisterFormView register={register} />
          <SignUpGateView gate={register.snapshot.children.signUpGate} />
        </>
      );
    case 'securityVerification':
      return <SecurityVerificationView actor={register.snapshot.children.securityVerification} />;
    case 'verifyCode':
      return <VerifyCodeView register={register} />;
    case 'password':
      return <PasswordStepView register={register} />;
    case 'checkEmail':
      return <CheckEmailView register={register} />;
    case 'linkExpired':
      return <LinkExpiredView register={register} />;
    case 'creationUnderWay':
      return <CreatingAccountView onBackHome={() => register.send({ type: 'BACK_HOME' })} />;
  }
}
