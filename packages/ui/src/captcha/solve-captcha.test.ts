import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { decodeCaptchaToken, type PowChallenge } from '@foyer/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('Captcha required before submit (behaviour §4): the new captcha is tried first', () => {
  it('solves the server challenge without a click and answers magpie_verify_info {token, scene}', async () => {
    const challenge = await challengeFor(31000);
    const api = apiAnswering({
      ok: true,
      result: {
        success: 1,
        newCaptcha: true,
        scene: 31000,
        pow: challenge,
        downgrade: [],
        visible: false,
      },
      envelope: { ret_code: 0, ret_msg: '' },
    });
    const outcome = await solveCaptcha(api, { scene: 31000, loginName: 'a@b.co' });
    expect(outcome.kind).toBe('solved');
    if (outcome.kind !== 'solved' || !('magpie_verify_info' in outcome.fields)) return;
    const info = outcome.fields.magpie_verify_info;
    expect(info.scene).toBe(31000);
    const decoded = decodeCaptchaToken(info.token) as {
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
        pow: await challengeFor(31000),
        downgrade: [],
        visible: false,
      },
      envelope: { ret_code: 0, ret_msg: '' },
    });
    expect(await solveCaptcha(off, { scene: 31000 })).toEqual({ kind: 'unavailable' });
  });
});

const RECAPTCHA = {
  type: 'recaptcha' as const,
  site_key: 'site-1',
  script_url: 'https://provider.test/api.js',
};

function unavailableNewCaptcha(downgrade = [RECAPTCHA]) {
  return apiAnswering({
    ok: true,
    result: { success: 0, newCaptcha: false, scene: 31000, downgrade, visible: false },
    envelope: { ret_code: 0, ret_msg: '' },
  });
}

/** A stand-in for the provider's script: defines window.grecaptcha as the real one does. */
function providerScript(behaviour: { token?: string; neverReady?: boolean }) {
  const rendered: Record<string, unknown>[] = [];
  const load = vi.fn(async () => {
    window.grecaptcha = {
      ready: (callback) => {
        if (!behaviour.neverReady) callback();
      },
      render: (_container, parameters) => {
        rendered.push(parameters);
        return 1;
      },
      execute: () => {
        const last = rendered.at(-1)!;
        if (behaviour.token) (last.callback as (token: string) => void)(behaviour.token);
        else (last['error-callback'] as () => void)();
      },
    };
  });
  return { load, rendered };
}

describe('Fallback to an older provider when the new captcha is unavailable (behaviour §4)', () => {
  afterEach(() => {
    delete window.grecaptcha;
    vi.useRealTimers();
  });

  it('loads the configured reCAPTCHA script, runs it invisibly, and answers type, g_recaptcha_response, key_version v2', async () => {
    const script = providerScript({ token: 'rc-token' });
    const outcome = await solveCaptcha(unavailableNewCaptcha(), {
      scene: 31000,
      loadScript: script.load,
    });
    expect(script.load).toHaveBeenCalledWith('https://provider.test/api.js');
    expect(script.rendered[0]).toMatchObject({ sitekey: 'site-1', size: 'invisible' });
    expect(outcome).toEqual({
      kind: 'solved',
      fields: { type: 'recaptcha', g_recaptcha_response: 'rc-token', key_version: 'v2' },
    });
  });

  it('a provider script that fails to load leaves the captcha unavailable, with status 508 (behaviour §8)', async () => {
    const load = vi.fn(async () => {
      throw new Error('blocked');
    });
    expect(await solveCaptcha(unavailableNewCaptcha(), { scene: 31000, loadScript: load })).toEqual(
      { kind: 'unavailable', status: 508 },
    );
  });

  it('a provider not ready within the 5 s loading time-out is given up', async () => {
    vi.useFakeTimers();
    const script = providerScript({ neverReady: true });
    const pending = solveCaptcha(unavailableNewCaptcha(), {
      scene: 31000,
      loadScript: script.load,
    });
    await vi.advanceTimersByTimeAsync(4_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ kind: 'unavailable' });
    expect(script.rendered).toHaveLength(0);
  });

  it('a provider that reports an error leaves the captcha unavailable', async () => {
    const script = providerScript({});
    expect(
      await solveCaptcha(unavailableNewCaptcha(), { scene: 31000, loadScript: script.load }),
    ).toEqual({
      kind: 'unavailable',
    });
  });

  it('with no older provider configured, unavailable is the answer', async () => {
    expect(await solveCaptcha(unavailableNewCaptcha([]), { scene: 31000 })).toEqual({
      kind: 'unavailable',
    });
  });
});
