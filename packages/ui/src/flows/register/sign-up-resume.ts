/**
 * Resuming a three-step sign-up after a reload (decisions 143, 158), loaded only when a uuid is
 * kept (sign-up-uuid.ts): recall info (behaviour §3 "Recall info by uuid") says where the
 * sign-up stands, asked once per uuid for the page's life. The code's: `verify` resumes at the
 * code step, `password` at the password step. The link's: at the password step either way (the
 * password lives only in the page, so the visitor chooses it again), then the wait for the link,
 * which the first poll ends when the link was opened meanwhile. `expired` and `done`, or a uuid
 * the server does not know, forget the uuid and the sign-up starts anew. No answer at all keeps
 * it for the next visit.
 */
import { RET_CODES, registerRecallInfoCall, type CallResult } from '@foyer/contract';
import type { ApiClient, ApiOutcome } from '../../api/api-outcome';
import { keepSignUpUuid } from './sign-up-uuid';

type RecallInfo = CallResult<typeof registerRecallInfoCall>;

/** Where a resumed sign-up goes: its uuid, its type and step, and its masked e-mail or phone. */
export interface ResumedSignUp {
  uuid: string;
  registerType: 'newCode' | 'newLink';
  step: 'verify' | 'password';
  loginName: string;
}

/** What an answer means for the kept uuid: resume, forget it, or keep it for later. */
export type ResumeVerdict = ResumedSignUp | 'forget' | 'keep';

/** Refusals that say the uuid is no sign-up (unknown, expired, malformed): forget it. */
const NO_SUCH_SIGN_UP: readonly number[] = [RET_CODES.EXPIRED.code, RET_CODES.INVALID_PARAMS.code];

export function resumeVerdict(uuid: string, answer: ApiOutcome<RecallInfo>): ResumeVerdict {
  if (!answer.ok) return NO_SUCH_SIGN_UP.includes(answer.retCode) ? 'forget' : 'keep';
  const { recall_stage: stage, version, login_name: loginName } = answer.result;
  // Being created: the next visit's answer says done; nothing to resume meanwhile.
  if (stage === 'creating') return 'keep';
  // Only the three-step types resume (the one-form types ask everything on one screen again).
  if (stage !== 'verify' && stage !== 'password') return 'forget';
  if (version === 'newCode') return { uuid, registerType: version, step: stage, loginName };
  if (version === 'newLink') return { uuid, registerType: version, step: 'password', loginName };
  return 'forget';
}

const asked = new Map<string, Promise<ApiOutcome<RecallInfo>>>();

/** Recall info of a uuid, asked once for the page's life: a reload asks it once. */
export function recallInfo(api: ApiClient, uuid: string): Promise<ApiOutcome<RecallInfo>> {
  let answer = asked.get(uuid);
  if (!answer) {
    answer = api.call(registerRecallInfoCall, { uuid }, { context: 'register', hideError: true });
    asked.set(uuid, answer);
  }
  return answer;
}

/** The sign-up to resume, or null; a uuid that is no sign-up any more is forgotten. */
export async function resumeSignUp(api: ApiClient, uuid: string): Promise<ResumedSignUp | null> {
  const verdict = resumeVerdict(uuid, await recallInfo(api, uuid));
  if (verdict === 'forget') keepSignUpUuid(null);
  return typeof verdict === 'object' ? verdict : null;
}
