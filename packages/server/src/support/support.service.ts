/**
 * A visitor's support request from the help-center web form (behaviour §2, decision 129): the
 * captcha of scene help-center 31009 first, always, since the form is open to anyone; then the
 * request is stored as it was typed, with where it came from.
 */
import { CAPTCHA_SCENES, type SupportSubject } from '@foyer/contract';
import type { CaptchaAnswer, CaptchaGate } from '../captcha/index.js';
import { success, type Outcome } from '../errors.js';
import type { ServiceDeps } from '../shared/deps.js';

export interface SupportRequestInput {
  subject: SupportSubject;
  email: string;
  message: string;
  language: string;
  site: string;
  ip: string;
  /** The account of the request's session, when it came with one. */
  accountId: string | undefined;
  captcha: CaptchaAnswer;
}

export type SupportDeps = Pick<ServiceDeps, 'store' | 'clock'> & {
  captcha: Pick<CaptchaGate, 'check'>;
};

export async function submitSupportRequest(
  deps: SupportDeps,
  input: SupportRequestInput,
): Promise<Outcome<{ id: number }>> {
  const solved = await deps.captcha.check(input.captcha, CAPTCHA_SCENES.helpCenter, input.ip);
  if (!solved.ok) return solved;
  const id = await deps.store.supportRequests.record({
    at: deps.clock.now(),
    subject: input.subject,
    email: input.email,
    message: input.message,
    language: input.language,
    site: input.site,
    ip: input.ip,
    account_id: input.accountId ?? null,
  });
  return success({ id });
}
