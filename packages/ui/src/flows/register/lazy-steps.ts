/** The sign-up screens after the first, loaded on demand (decision 047). */
import { preloadCaptchaCode } from '../../captcha/captcha-code';
import { lazyDialog } from '../../components/lazy/lazy-dialog';
import { lazyView } from '../../components/lazy/lazy-view';

export const SecurityVerificationView = lazyView(() =>
  import('../shared/security-verification/security-verification.view').then(
    (module) => module.SecurityVerificationView,
  ),
);
export const VerifyCodeView = lazyView(() =>
  import('./screens/verify-code.view').then((module) => module.VerifyCodeView),
);
export const PasswordStepView = lazyView(() =>
  import('./screens/password-step.view').then((module) => module.PasswordStepView),
);
export const CheckEmailView = lazyView(() =>
  import('./screens/check-email.view').then((module) => module.CheckEmailView),
);
export const LinkExpiredView = lazyView(() =>
  import('./screens/link-expired.view').then((module) => module.LinkExpiredView),
);
export const CreatingAccountView = lazyView(() =>
  import('./screens/creating-account.view').then((module) => module.CreatingAccountView),
);

/** The bind-failure notice of a sign-up that brought Telegram data (decision 088). */
export const UpgradeNoticeView = lazyDialog(() =>
  import('./screens/upgrade-notice.view').then((module) => module.UpgradeNoticeView),
);

/** The restriction dialogs of the sign-up gate, from the first submit that runs the gate. */
export const SignUpGateView = lazyDialog(() =>
  import('./restrictions/sign-up-gate.view').then((module) => module.SignUpGateView),
);

/** Called when the visitor starts on the first screen. */
export function preloadLaterSteps(): void {
  preloadCaptchaCode();
  // The restriction gate runs on the first submit (decision 090).
  void import('./restrictions/use-sign-up-gate').catch(() => undefined);
  for (const view of [
    SecurityVerificationView,
    VerifyCodeView,
    PasswordStepView,
    CheckEmailView,
    LinkExpiredView,
    CreatingAccountView,
  ]) {
    view.preload();
  }
}
