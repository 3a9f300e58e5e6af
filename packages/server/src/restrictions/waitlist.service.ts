/**
 * Joining the waitlist (dialogs 2 → 6 → 4, behaviour §2): one row per e-mail. The answer is the
 * same whether the e-mail was new or already there, so the call cannot be used to learn
 * who waits. A Chinese e-mail is refused (behaviour §5 regNoticeContent, decision 003).
 *
 * Double opt-in (docs/decisions/033): joining sends a one-time link (only its sha256 is
 * kept); the entry counts as confirmed once the link is opened.
 *
 * The link is a message like any code, so the join stands behind the guards of every send
 * (decision 109): the captcha of scene register 31004, and the daily send caps per address
 * and per IP, claimed in one statement with the 60 s resend wait (code-budget.ts claimSend).
 */
import { LANGUAGES, WAITLIST_CONFIRM_PATH, isChineseEmail } from '@foyer/contract';
import { failure, success, type Outcome } from '../errors.js';
import { type CaptchaAnswer, checkSendCaptcha, type SendCaptchaDeps } from '../captcha/index.js';
import { addressOf, claimSend, deliver, type MessagePair } from '../codes/index.js';
import type { ServiceDeps } from '../shared/deps.js';
import { sha256Hex } from '../shared/digest.js';
import { emailIdentity } from '../shared/identity.js';
import { messageTexts } from '../messages/catalog.js';

/** How long the confirmation link of a waitlist entry works. */
export const WAITLIST_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

export interface WaitlistEntry {
  email: string;
  /** The place the person gave, else the visitor's place from GEO_TABLE ('' when unknown). */
  country: string;
  /** The language of the confirmation e-mail's page ('en' unless a known one). */
  lang?: string | undefined;
}

/** Who asks to join: their address (the per-IP cap) and the captcha they solved. */
export interface WaitlistVisit {
  ip: string;
  captcha: CaptchaAnswer;
}

/** The confirmation e-mail, in the language of its page (decision 078). */
function confirmationMessage(link: string, lang: string): MessagePair {
  const { t } = messageTexts(lang);
  const text = t('waitlist.text', { link });
  return {
    email: {
      subject: t('waitlist.subject'),
      text: `${text}\n\n${t('waitlist.ifNotYou')}`,
      link,
    },
    sms: { text },
  };
}

export async function joinWaitlist(
  deps: ServiceDeps & SendCaptchaDeps,
  entry: WaitlistEntry,
  visit: WaitlistVisit,
): Promise<Outcome<void>> {
  const solved = await checkSendCaptcha(deps, visit.captcha, 'waitlistJoin', visit.ip);
  if (!solved.ok) return solved;
  if (isChineseEmail(entry.email)) return failure({ kind: 'waitlistEmailRefused' });
  const email = entry.email.toLowerCase();
  const identity = emailIdentity(email);
  // Claimed before the entry is looked at, so a confirmed entry counts as a sent link and the
  // caps' refusals tell nothing about who waits. The strangers' purse: nobody has a known
  // device yet. A refused wait gives the caps back and answers as a join that sent nothing.
  const claim = await claimSend(deps, {
    address: addressOf(identity),
    ip: visit.ip,
    resendKey: `waitlist ${email}`,
  });
  if (!claim.ok && claim.error.kind !== 'resendTooSoon') return claim;
  const now = deps.clock.now();
  await deps.store.waitlist.join(email, entry.country.toUpperCase(), now);
  // A confirmed entry, or one whose link went out less than 60 s ago, gets no e-mail.
  if (!claim.ok) return success(undefined);
  const token = deps.random.sessionToken();
  const renewed = await deps.store.waitlist.renewLink(
    email,
    sha256Hex(token),
    now,
    WAITLIST_LINK_TTL_MS,
  );
  if (renewed) {
    const lang = LANGUAGES.find((known) => known === entry.lang) ?? 'en';
    const query = new URLSearchParams({ token });
    const link = `${deps.config.publicOrigin}/${lang}${WAITLIST_CONFIRM_PATH}?${query.toString()}`;
    await deliver(deps, emailIdentity(email), confirmationMessage(link, lang));
  }
  return success(undefined);
}

/** POST /user/public/waitlist/confirm: the link was opened. */
export async function confirmWaitlist(
  deps: Pick<ServiceDeps, 'store' | 'clock'>,
  token: string,
): Promise<Outcome<{ confirmed: true }>> {
  const confirmed = await deps.store.waitlist.confirm(sha256Hex(token), deps.clock.now());
  return confirmed ? success({ confirmed: true }) : failure({ kind: 'waitlistLinkInvalid' });
}
