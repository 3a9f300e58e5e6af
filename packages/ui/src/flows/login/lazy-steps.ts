/** The log-in screens after the form, loaded on demand (decision 047). */
import { preloadCaptchaCode } from '../../captcha/captcha-code';
import { lazyDialog } from '../../components/lazy/lazy-dialog';
import { lazyView } from '../../components/lazy/lazy-view';
import { preloadLoginActions } from './login-effects';

export const SecurityVerificationView = lazyView(() =>
  import('./screens/security-verification.view').then((module) => module.SecurityVerificationView),
);
export const TwoFactorView = lazyView(() =>
  import('./screens/two-factor.view').then((module) => module.TwoFactorView),
);
/** The IP-limited notice as a page (`ipLimitedDisplayType: 'page'`), loaded when it shows. */
export const IpLimitedPageView = lazyView(() =>
  import('./screens/ip-limited-page.view').then((module) => module.IpLimitedPageView),
);

/**
 * The flow's dialogs (over limit, refusals, site jump, upgrade notice, link offer, trading
 * password prompt), on first opening.
 */
export const LoginDialogs = lazyDialog(() =>
  import('./screens/login-dialogs.view').then((module) => module.LoginDialogs),
);

/** Called when the visitor starts on the form. */
export function preloadLaterSteps(): void {
  preloadCaptchaCode();
  SecurityVerificationView.preload();
  TwoFactorView.preload();
  void preloadLoginActions().catch(() => undefined);
}
