/**
 * The help-center web form's rules (decision 129): the same bounds the server holds the
 * request to, checked before sending so each problem shows beside its field; and what a
 * refusal says.
 */
import {
  RET_CODES,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  validateEmail,
  type SupportSubject,
} from '@foyer/contract';
import type { AppKey } from '../../i18n/app-i18n';

export interface SupportForm {
  subject: SupportSubject;
  email: string;
  message: string;
}

export interface FormProblems {
  email?: AppKey;
  message?: AppKey;
}

/** The problem of each field, none when the form may be sent. */
export function formProblems({ email, message }: SupportForm): FormProblems {
  const length = message.trim().length;
  return {
    ...(validateEmail(email.trim()) ? { email: 'app:helpCenter.emailInvalid' as const } : {}),
    ...(length < SUPPORT_MESSAGE_MIN
      ? { message: 'app:helpCenter.messageShort' as const }
      : length > SUPPORT_MESSAGE_MAX
        ? { message: 'app:helpCenter.messageLong' as const }
        : {}),
  };
}

export const hasProblems = (problems: FormProblems) => Boolean(problems.email ?? problems.message);

const FAILURES: Record<number, AppKey> = {
  [RET_CODES.CAPTCHA_FAILED.code]: 'app:helpCenter.captchaFailed',
  [RET_CODES.CAPTCHA_UNAVAILABLE.code]: 'app:helpCenter.captchaFailed',
  [RET_CODES.TOO_MANY_VISITS.code]: 'app:helpCenter.tooMany',
};

/** What a refused request tells the visitor; the code goes beside it. */
export const failureKey = (retCode: number): AppKey => FAILURES[retCode] ?? 'app:helpCenter.failed';

/** Whether a refusal of log-in or sign-up sent the visitor here (decision 129). */
export const sentByRefusal = (search: string) =>
  new URLSearchParams(search).has('reject_guide_customer');

/**
 * The form as the page opens it: `reject_guide_customer` names a refusal whose answer was
 * "contact support", so the subject starts on getting in; else on "something else".
 */
export function initialForm(search: string, email = ''): SupportForm {
  return { subject: sentByRefusal(search) ? 'account_access' : 'other', email, message: '' };
}
