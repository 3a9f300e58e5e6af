/** The log-in screens after the form, loaded on demand (decision 047). */
import { preloadCaptchaCode } from '../../captcha/captcha-code';
import { lazyView } from '../../components/lazy/lazy-view';

export const SecurityVerificationView = lazyView(() =>
  import('./screens/security-verification.view').then((module) => module.SecurityVerificationView),
);
export const TwoFactorView = lazyView(() =>
  import('./screens/two-factor.view').then((module) => module.TwoFactorView),
);

/** Called when the visitor starts on the form. */
export function preloadLaterSteps(): void {
  preloadCaptchaCode();
  SecurityVerificationView.preload();
  TwoFactorView.preload();
}
