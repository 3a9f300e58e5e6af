/**
 * The fake send (behaviour §4 "The fake-e-mail path", decision 148): `POST /verify/register/email`
 * with `is_fake: 1`. The person said they may not sign up (dialog 1's "No", or dialog 2 then
 * the e-mail of dialog 6), so the e-mail joins the waitlist instead: what is mailed is the
 * waitlist's one-time link (decision 033), the proof that the address is theirs. No code and
 * no registration are made, so nothing a fake send mails can ever make an account.
 *
 * It stands behind the guards of any sign-up send: the captcha of scene register 31004 (one
 * solved captcha buys one send), the daily caps per address and per IP with the 60 s wait
 * (decision 109), and the route's per-minute limit, which it shares with every send-code.
 * The sign-up restrictions are not asked: being refused by them is why one is here.
 */
import { success, type Outcome } from '../errors.js';
import type { CaptchaAnswer, SendCaptchaDeps } from '../captcha/index.js';
import type { ServiceDeps } from '../shared/deps.js';
import { joinWaitlist } from '../restrictions/index.js';
import type { Sent } from './sign-up.use-case.js';

export interface FakeSend {
  email: string;
  /** The visitor's place (GEO_TABLE), kept with the entry ('' when unknown). */
  place: string;
  /** The language of the page the link opens, and of the message. */
  lang?: string | undefined;
}

/**
 * The answer is the send-code's own shape with an empty `uuid`: there is no registration to
 * name, and a register call that names '' finds none.
 */
export async function sendFakeSignUp(
  deps: ServiceDeps & SendCaptchaDeps,
  visit: { ip: string; captcha: CaptchaAnswer },
  send: FakeSend,
): Promise<Outcome<Sent<{ uuid: string }>>> {
  const entry = { email: send.email, country: send.place, lang: send.lang };
  const joined = await joinWaitlist(deps, entry, visit);
  if (!joined.ok) return joined;
  return success({ kind: 'sent', value: { uuid: '' } });
}
