/**
 * The one choke point every log-in answer passes through (docs/engineering.md "One choke point"): a pure function
 * from the answer and the facts around it to the next step, in behaviour §4's order. Refusals
 * are decided in login-refusal.ts, the site check in site-check.ts.
 */
import {
  RET_CODES,
  USE_THIRDPARTY,
  type LoginResult,
  type SiteCode,
  type ThirdPartyProvider,
} from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';
import { bindFailureOf } from '../upgrade-notice/bind-failure';
import { banCheck, stepFromRefusal, type RefusalStep } from './login-refusal';
import { siteToJumpTo, type SiteCheckFacts } from './site-check';

/**
 * A risk token of type guide (decision 025): stored first, before the site check and the
 * completion (behaviour §4); the security page acknowledges the guided sign-in with it.
 */
type RiskGuide = { riskGuideToken?: string };
/**
 * What a finished third-party log-in adds (docs/decisions/064): `newUser` when it made the
 * account (use_thirdparty 1: completes as a sign-up does), `linkedProvider` when a password
 * log-in carrying a link ticket linked a provider (toast thirdPartyLinked).
 */
type Finished = RiskGuide & { newUser?: true; linkedProvider?: ThirdPartyProvider };
/**
 * Token stored; go to the signed-in destination. `tradingPasswordPrompt`: support reset the
 * account's trading password; "Set a new trading password" shows first (decision 160).
 */
type SignedInStep = {
  kind: 'signedIn' | 'tradingPasswordPrompt';
  accountId: string | undefined;
} & Finished;
/** Token stored, but the account belongs to another site: offer the jump (behaviour §4). */
type SiteJumpStep = {
  kind: 'siteJump';
  accountId: string | undefined;
  targetSite: SiteCode;
} & Finished;
/** The steps that finish a log-in; the upgrade notice shows before one of them. */
export type FinishingStep = SignedInStep | SiteJumpStep;

export type LoginStep =
  | FinishingStep
  /**
   * The messaging bind did not succeed: the upgrade modal first, naming the server's
   * `tg_bind_result`, then `then` (behaviour §4, §8; decision 072).
   */
  | { kind: 'upgradeNotice'; then: FinishingStep; bindResult: string }
  /** pre_action 1: the password must be reset first (behaviour §4). */
  | { kind: 'retrievePassword' }
  /** google2fa_secret: show the two-factor panel, then re-send the login with google2fa. */
  | { kind: 'twoFactor' }
  /** risk_token (type pass): the security verification panel, then the login re-sent with it. */
  | { kind: 'securityVerification'; riskToken: string }
  /**
   * 48003 on a third-party log-in: the id token's e-mail has an account; the person logs in
   * with its password, carrying the ticket, to link the provider (docs/decisions/062, 064).
   */
  | { kind: 'linkOffer'; email: string; linkTicket: string }
  | RefusalStep;

/** pre_action value that sends the user to the retrieve page (behaviour §4). */
export const PRE_ACTION_RETRIEVE = 1;

export interface LoginFacts {
  /** When the answer arrived (ms since epoch). */
  now: number;
  siteCheck: SiteCheckFacts;
}

const MAIN_SITE: SiteCheckFacts = { site: 'BYBIT', loginOnly: false, embedded: false };

/** The next step after a log-in answer. */
export function nextStepFromLoginAnswer(
  outcome: ApiOutcome<LoginResult>,
  facts: LoginFacts = { now: Date.now(), siteCheck: MAIN_SITE },
): LoginStep {
  if (!outcome.ok) {
    const offer = linkOfferOf(outcome.retCode, outcome.result);
    return offer ?? stepFromRefusal(outcome, facts.now);
  }
  const result = outcome.result ?? {};
  // behaviour §4 "Third-party flow": banned_status 1 shows the ban state.
  if (result.banned_status === BANNED) return banCheck(result, facts.now);
  if (result.pre_action === PRE_ACTION_RETRIEVE) return { kind: 'retrievePassword' };
  // The server sends a marker, not a secret (decision 016); any truthy value asks for a code.
  if (result.google2fa_secret) return { kind: 'twoFactor' };
  // Type guide (id not "0") stores the token and completes (behaviour §4); otherwise the
  // security verification panel, and the login re-sent with the risk token. A third-party
  // sign-up (use_thirdparty 1) with any risk token shows the panel (§4 "Third-party flow";
  // docs/decisions/086).
  const newUser = result.use_thirdparty === USE_THIRDPARTY.newAccount;
  const guided = result.risk_token_type === 'guide' && result.id !== '0' && !newUser;
  if (result.risk_token && !guided) {
    return { kind: 'securityVerification', riskToken: result.risk_token };
  }
  const guide: Finished = {
    ...(result.risk_token ? { riskGuideToken: result.risk_token } : {}),
    ...(newUser ? { newUser } : {}),
    ...(result.linked_provider ? { linkedProvider: result.linked_provider } : {}),
  };
  const targetSite = siteToJumpTo(outcome.envelope, facts.siteCheck);
  const finishing: FinishingStep = targetSite
    ? { kind: 'siteJump', accountId: result.id, targetSite, ...guide }
    : {
        kind: result.trading_password_prompt ? 'tradingPasswordPrompt' : 'signedIn',
        accountId: result.id,
        ...guide,
      };
  // A bind result that is present and not success: the upgrade modal before the site check.
  const bindResult = bindFailureOf(result);
  return bindResult === undefined
    ? finishing
    : { kind: 'upgradeNotice', then: finishing, bindResult };
}

/** banned_status of an account that is banned (behaviour §3 "Third-party sign-in"). */
const BANNED = 1;

function linkOfferOf(retCode: number, result: unknown): LoginStep | null {
  if (retCode !== RET_CODES.THIRD_PARTY_ACCOUNT_EXISTS.code) return null;
  // Read by hand: zod stays out of the first screen's code.
  const { link_ticket: linkTicket, email } = (result ?? {}) as Record<string, unknown>;
  if (typeof linkTicket !== 'string' || !linkTicket || typeof email !== 'string') return null;
  return { kind: 'linkOffer', email, linkTicket };
}

/** The guide risk token a step carries to be stored (decision 025), if any. */
export function riskGuideTokenOf(step: LoginStep | null): string | undefined {
  if (step?.kind === 'upgradeNotice') return step.then.riskGuideToken;
  if (step && 'riskGuideToken' in step) return step.riskGuideToken;
  return undefined;
}
