// Test set-up for the widget: jest-dom matchers, and the few browser APIs jsdom lacks that
// Radix primitives call (ResizeObserver, pointer capture, scrollIntoView), and the canvas.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });
}
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
// jsdom has no 2D canvas (it logs "not implemented"): a browser without one answers null, and the
// country flags then show their ISO codes (decision 137).
HTMLCanvasElement.prototype.getContext = () => null;

// What the widget loads on demand (decision 047), the English no first screen shows and Arabic are
// loaded once here, before any test, as a browser that has fetched them holds them: a test's
// waits are for its fake API, not for the first transform of a module on a busy machine.
// Loading itself is tested with modules the test resolves by hand (components/lazy/lazy.test.tsx,
// i18n/later-texts.test.ts).
await Promise.all([
  import('../flows/register/referral/sign-up-channel'),
  import('../captcha/captcha-box'),
  import('../flows/register/restrictions/sign-up-gate.view'),
  import('../flows/login/screens/login-dialogs.view'),
  import('../captcha/solve-captcha'),
  import('../i18n/create-i18n').then((module) => module.loadLaterTexts()),
  // Arabic, the one other language the widget's tests render (right to left): a test that
  // ends before its first transform would leave the load running after the environment is gone.
  import('../i18n/locale-loader').then((module) => module.loadLanguageTexts('ar-SA')),
  import('../components/confirm-dialog/confirm-dialog'),
  import('../components/country-select/country-select'),
  import('../shells/retention/retention-dialog.view'),
  import('../flows/shared/security-verification/security-verification.view'),
  import('../flows/register/screens/verify-code.view'),
  import('../flows/register/screens/password-step.view'),
  import('../flows/register/screens/check-email.view'),
  import('../flows/register/screens/link-expired.view'),
  import('../flows/register/screens/creating-account.view'),
  import('../flows/login/screens/security-verification.view'),
  import('../flows/login/screens/two-factor.view'),
  import('../third-party/third-party-section'),
  import('../third-party/third-party-call'),
  import('../third-party/handoff'),
  import('../flows/register/referral/third-party-sign-up-fields'),
  import('../widget/destination'),
  import('../widget/white-hosts'),
  import('../flows/sub-account-login/links'),
  import('altcha-lib'),
  import('altcha-lib/algorithms/web/sha'),
]);
