/**
 * The one choke point of sign-up (docs/engineering.md "One choke point"): every answer of a sign-up call goes through
 * `stepAfter`, which names the step that comes next. The machine routes on the step; no
 * screen decides where to go by itself.
 */
import {
  DEFAULT_REGISTER_TYPE,
  REGISTER_TYPES,
  RET_CODES,
  VERIFY_RESULT,
  type RegisterType,
} from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';
import type { Method } from '../shared/credentials-form';
import { bindFailureOf } from '../upgrade-notice/bind-failure';

export type { RegisterType };

/** The type used when remote config does not answer within 3 s (behaviour §4 A/B layout). */
export const FALLBACK_REGISTER_TYPE: RegisterType = DEFAULT_REGISTER_TYPE;

export function isRegisterType(value: unknown): value is RegisterType {
  return typeof value === 'string' && (REGISTER_TYPES as readonly string[]).includes(value);
}

/** The three-step mode: ACCOUNT, then verification, then PASSWORD. */
export const isStepMode = (type: RegisterType): boolean => type === 'newCode' || type === 'newLink';

/**
 * Whether this sign-up is confirmed by an activation link. Links concern e-mail only: a phone
 * sign-up always uses a code ("old link with phone uses the older verify screen").
 */
export const usesLink = (type: RegisterType, method: Method): boolean =>
  method === 'email' && (type === 'oldLink' || type === 'newLink');

/** What the sign-up is about to do, for the answer being routed. */
export interface StepFacts {
  registerType: RegisterType;
  method: Method;
}

export type VerifyResult = { verify_result: number };
/** A made account: its id, and how its Telegram bind went when the sign-up carried Telegram data. */
type Created = { id: string; tg_bind_result?: string };

/** One answer of a sign-up call, named by the call that gave it. */
export type RegisterAnswer =
  /** The verification was sent (/verify/register/*, /register/info). */
  | { kind: 'sent'; outcome: ApiOutcome<object> }
  /** Step 3 of the new mode: the code was checked (/register/verify). */
  | { kind: 'codeChecked'; outcome: ApiOutcome<VerifyResult> }
  /** One activation poll (/register/verify/result). */
  | { kind: 'polled'; outcome: ApiOutcome<VerifyResult> }
  /** The account was asked for (/register/email|mobile, register_compliance, /register/password). */
  | { kind: 'created'; outcome: ApiOutcome<Created> };

export type SignUpStep =
  /** ACCOUNT: the form (old mode) or step one (new mode), keeping what was typed. */
  | { kind: 'account' }
  /** VERIFY_CODE: the six boxes. */
  | { kind: 'verifyCode' }
  /** The code was refused: empty boxes; `toast` when the step-3 check refused it silently. */
  | { kind: 'codeRefused'; toast: boolean }
  /** VERIFY_LINK: "check your e-mail", polling every 2 s. */
  | { kind: 'verifyLink' }
  /** PASSWORD: the new mode's password step. */
  | { kind: 'password' }
  /** A poll said 1 or 4 (or gave no answer): poll again in 2 s. */
  | { kind: 'keepWaiting' }
  /** A poll said 2: the link was opened; create the account now. */
  | { kind: 'linkActivated' }
  /** A poll said 3, or 10016 / 10006: expired or error; polling stops. */
  | { kind: 'linkExpired' }
  /** 50101: the account is already being created (double submit, another tab). */
  | { kind: 'creatingAccount' }
  /** The account exists and the session is stored. */
  | { kind: 'registered'; accountId: string }
  /**
   * The account exists, but the Telegram data the visitor brought did not bind: the upgrade
   * notice names why, then the sign-up completes (behaviour §4; decision 088).
   */
  | { kind: 'upgradeNotice'; accountId: string; bindResult: string }
  /** Creating the account was refused (the wrapper toasted): stay where the person is. */
  | { kind: 'stay' };

const LINK_STOP_CODES: readonly number[] = [RET_CODES.EXPIRED.code, RET_CODES.TOO_MANY_VISITS.code];

function afterSent(answer: ApiOutcome<object>, facts: StepFacts): SignUpStep {
  if (!answer.ok) return { kind: 'account' };
  if (!usesLink(facts.registerType, facts.method)) return { kind: 'verifyCode' };
  // behaviour §4: "Link-activation type goes straight to password" (new mode); the old one-form
  // mode already has the password and waits for the link.
  return isStepMode(facts.registerType) ? { kind: 'password' } : { kind: 'verifyLink' };
}

function afterCodeChecked(answer: ApiOutcome<VerifyResult>): SignUpStep {
  if (answer.ok && answer.result.verify_result === VERIFY_RESULT.WAITING) {
    return { kind: 'password' };
  }
  // A refusal with a ret_code was toasted by the wrapper; an "ok" answer saying anything but
  // 1 was not: behaviour §8 "invalid code toast key InvalidVerificationCode".
  return { kind: 'codeRefused', toast: answer.ok };
}

function afterPolled(answer: ApiOutcome<VerifyResult>): SignUpStep {
  if (!answer.ok) {
    return LINK_STOP_CODES.includes(answer.retCode)
      ? { kind: 'linkExpired' }
      : { kind: 'keepWaiting' };
  }
  switch (answer.result.verify_result) {
    case VERIFY_RESULT.SUCCESS:
      return { kind: 'linkActivated' };
    case VERIFY_RESULT.EXPIRED_OR_ERROR:
      return { kind: 'linkExpired' };
    default:
      return { kind: 'keepWaiting' };
  }
}

function afterCreated(answer: ApiOutcome<Created>): SignUpStep {
  if (answer.ok) {
    const accountId = answer.result.id;
    const bindResult = bindFailureOf(answer.result);
    return bindResult === undefined
      ? { kind: 'registered', accountId }
      : { kind: 'upgradeNotice', accountId, bindResult };
  }
  if (answer.retCode === RET_CODES.UPGRADE_FAILURE.code) return { kind: 'creatingAccount' };
  if (answer.retCode === RET_CODES.ACCOUNT_EXISTS.code) return { kind: 'account' };
  return { kind: 'stay' };
}

/** The step after an answer (behaviour §4 "Register (old/new)", "Activation poll"). */
export function stepAfter(answer: RegisterAnswer, facts: StepFacts): SignUpStep {
  switch (answer.kind) {
    case 'sent':
      return afterSent(answer.outcome, facts);
    case 'codeChecked':
      return afterCodeChecked(answer.outcome);
    case 'polled':
      return afterPolled(answer.outcome);
    case 'created':
      return afterCreated(answer.outcome);
  }
}
