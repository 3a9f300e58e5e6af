import { Suspense } from 'react';
import { FormSkeleton } from '../../components/skeleton';
import { useWidget } from '../../widget/widget-context';
import {
  CheckEmailView,
  CreatingAccountView,
  LinkExpiredView,
  PasswordStepView,
  SecurityVerificationView,
  SignUpGateView,
  UpgradeNoticeView,
  VerifyCodeView,
} from './lazy-steps';
import { RegisterFormView } from './screens/register-form.view';
import { screenOf } from './register-screen';
import { useRegister, type RegisterController } from './use-register';

/** The sign-up flow: the map of its screens; those after the first load on demand. */
export function RegisterFlow() {
  const register = useRegister();
  const { variant } = useWidget();
  return (
    <>
      <Suspense fallback={<FormSkeleton variant={variant} />}>
        <RegisterScreen register={register} />
      </Suspense>
      <UpgradeNoticeView
        open={register.snapshot.matches('showingUpgradeNotice')}
        register={register}
      />
    </>
  );
}

function RegisterScreen({ register }: { register: RegisterController }) {
  const { variant } = useWidget();
  switch (screenOf(register.snapshot)) {
    case 'loading':
      return <FormSkeleton variant={variant} />;
    case 'account':
      return (
        <>
          <RegisterFormView register={register} />
          <SignUpGateView open={register.gate !== null} gate={register.gate ?? undefined} />
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
