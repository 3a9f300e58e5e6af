/**
 * Decision 143, recall info (behaviour §3 "Recall info by uuid") asked once per uuid: a kept
 * three-step sign-up resumes at the step recall info names (`verify` the code, `password`
 * the password), starts anew on `expired` and `done` (the uuid forgotten), and recall info is
 * asked once per uuid.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiOutcome } from '../../api/api-outcome';
import { ok, refused } from './register-test-harness';
import { recallInfo, resumeSignUp, resumeVerdict } from './sign-up-resume';
import { keepSignUpUuid, keptSignUpUuid } from './sign-up-uuid';

const recall = (recall_stage: string, version = 'newCode') =>
  ok({
    recall_stage,
    version,
    platform: 'web',
    login_name: 'gr***@example.com',
    requester: { browser: 'Firefox', country: 'GB', create_time: 1, expire_time: 2 },
  }) as ApiOutcome<never>;

/** An API whose recall info answers `answer`, counting the asks. */
function apiAnswering(answer: ApiOutcome<unknown>) {
  const call = vi.fn(async () => answer);
  return { api: { call } as unknown as ApiClient, call };
}

afterEach(() => sessionStorage.clear());

describe('where a kept sign-up goes after a reload (decision 143)', () => {
  it("'verify' resumes at the code step, 'password' at the password step, with the masked address", () => {
    expect(resumeVerdict('u-1', recall('verify'))).toEqual({
      uuid: 'u-1',
      registerType: 'newCode',
      step: 'verify',
      loginName: 'gr***@example.com',
    });
    expect(resumeVerdict('u-1', recall('password'))).toMatchObject({ step: 'password' });
  });

  it("'expired' and 'done' start anew and forget the uuid; so does a uuid the server does not know (10016)", () => {
    expect(resumeVerdict('u-1', recall('expired'))).toBe('forget');
    expect(resumeVerdict('u-1', recall('done'))).toBe('forget');
    expect(resumeVerdict('u-1', refused(10016))).toBe('forget');
  });

  it('an account being created, or no answer at all (-200), resumes nothing but keeps the uuid', () => {
    expect(resumeVerdict('u-1', recall('creating'))).toBe('keep');
    expect(resumeVerdict('u-1', refused(-200))).toBe('keep');
  });

  it("a link's three-step sign-up resumes at the password step, link opened or not (decision 158)", () => {
    for (const stage of ['verify', 'password']) {
      expect(resumeVerdict('u-1', recall(stage, 'newLink'))).toEqual({
        uuid: 'u-1',
        registerType: 'newLink',
        step: 'password',
        loginName: 'gr***@example.com',
      });
    }
  });

  it('the one-form types are not resumed: their one screen asks everything again', () => {
    expect(resumeVerdict('u-1', recall('verify', 'oldCode'))).toBe('forget');
    expect(resumeVerdict('u-1', recall('verify', 'oldLink'))).toBe('forget');
  });
});

describe('recall info by uuid, cached', () => {
  it('is asked once per uuid for the page’s life, silently, in the register context', async () => {
    const { api, call } = apiAnswering(recall('verify'));
    await recallInfo(api, 'cached-1');
    await recallInfo(api, 'cached-1');
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]).toEqual([
      expect.objectContaining({ path: '/user/public/register/recall/info' }),
      { uuid: 'cached-1' },
      { context: 'register', hideError: true },
    ]);
    await recallInfo(api, 'cached-2');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('resumeSignUp forgets an expired sign-up from the tab, and keeps one it could not ask about', async () => {
    keepSignUpUuid('gone-1');
    expect(await resumeSignUp(apiAnswering(recall('expired')).api, 'gone-1')).toBeNull();
    expect(keptSignUpUuid()).toBeNull();
    keepSignUpUuid('offline-1');
    expect(await resumeSignUp(apiAnswering(refused(-200)).api, 'offline-1')).toBeNull();
    expect(keptSignUpUuid()).toBe('offline-1');
    keepSignUpUuid('live-1');
    expect(await resumeSignUp(apiAnswering(recall('password')).api, 'live-1')).toMatchObject({
      uuid: 'live-1',
      step: 'password',
    });
    expect(keptSignUpUuid()).toBe('live-1');
  });
});
