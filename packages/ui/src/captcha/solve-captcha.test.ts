import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { decodeCaptchaToken, type PowChallenge } from '@foyer/contract';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiOutcome } from '../api/api-outcome';
import { solveCaptcha } from './solve-captcha';

const SECRET = 's'.repeat(64);

async function challengeFor(scene: number): Promise<PowChallenge> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 1_500,
    deriveKey,
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: SECRET,
    data: { scene, exp: Date.now() + 60_000 },
  });
  return challenge as PowChallenge;
}

function apiAnswering(
  outcome: ApiOutcome<unknown>,
): ApiClient & { call: ReturnType<typeof vi.fn> } {
  return { call: vi.fn(async () => outcome) } as never;
}

describe('Captcha required before submit (SPEC §4): the new captcha is tried first', () => {
  it('solves the server challenge without a click and answers magpie_verify_info {token, scene}', async () => {
    const challenge = await challengeFor(31000);
    const api = apiAnswering({
      ok: true,
      result: { success: 1, newCaptcha: true, scene: 31000, challenge, visible: false },
      envelope: { ret_code: 0, ret_msg: '' },
    });
    const outcome = await solveCaptcha(api, { scene: 31000, loginName: 'a@b.co' });
    expect(outcome.kind).toBe('solved');
    if (outcome.kind !== 'solved') return;
    expect(outcome.info.scene).toBe(31000);
    const decoded = decodeCaptchaToken(outcome.info.token) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    expect(decoded.solution.counter).toBe(1_500);
    const verdict = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: SECRET,
      hmacKeySignatureSecret: SECRET,
    });
    expect(verdict.verified).toBe(true);
    expect(api.call).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/v3/public/user/captcha-info' }),
      { scene: 31000, login_name: 'a@b.co' },
      expect.objectContaining({ hideError: true }),
    );
  });

  it('sign-up asks /user/public/captcha-info', async () => {
    const api = apiAnswering({ ok: false, retCode: -200, retMsg: '' });
    await solveCaptcha(api, { scene: 31004, forSignUp: true });
    expect(api.call.mock.calls[0]?.[0]).toMatchObject({ path: '/user/public/captcha-info' });
  });

  it('when the new captcha is unavailable (no answer, or newCaptcha false) the caller is told so', async () => {
    const noAnswer = apiAnswering({ ok: false, retCode: -200, retMsg: '' });
    expect(await solveCaptcha(noAnswer, { scene: 31000 })).toEqual({ kind: 'unavailable' });
    const off = apiAnswering({
      ok: true,
      result: {
        success: 0,
        newCaptcha: false,
        scene: 31000,
        challenge: await challengeFor(31000),
        visible: false,
      },
      envelope: { ret_code: 0, ret_msg: '' },
    });
    expect(await solveCaptcha(off, { scene: 31000 })).toEqual({ kind: 'unavailable' });
  });
});
