import type { DowngradeProvider } from '@foyer/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/api-outcome';
import type { GeetestCaptcha } from './geetest';
import type { TencentCaptchaResult } from './qq-captcha';
import { solveCaptcha } from './solve-captcha';

const GEETEST = {
  type: 'geecaptcha' as const,
  gt: 'gt-1',
  challenge: 'c'.repeat(32),
  script_url: 'https://gt.test/gt.js',
};
const QQ = { type: 'qqcatpcha' as const, app_id: 'app-1', script_url: 'https://qq.test/TC.js' };
const RECAPTCHA = {
  type: 'recaptcha' as const,
  site_key: 'site-1',
  script_url: 'https://rc.test/api.js',
};

function infoAnswering(downgrade: DowngradeProvider[], extra: object = {}): ApiClient {
  const result = {
    success: 0,
    newCaptcha: false,
    scene: 31000,
    downgrade,
    visible: false,
    ...extra,
  };
  return { call: vi.fn(async () => ({ ok: true, result, envelope: {} })), track: vi.fn() } as never;
}

/** What the chain reported to the widget's event stream. */
const tracked = (api: ApiClient) =>
  (api.track as ReturnType<typeof vi.fn>).mock.calls.map(([e]) => e);

/** Stand-ins for the providers' scripts: each defines the global its real script defines. */
const scripts = {
  geetest(
    behaviour: { neverReady?: boolean; closed?: boolean; errsOnce?: boolean },
    configs: unknown[] = [],
  ) {
    return () => {
      window.initGeetest = (config, ready) => {
        configs.push(config);
        const handlers: Record<string, () => void> = {};
        const captcha: GeetestCaptcha = {
          onReady: (f) => ((handlers.ready = f), captcha),
          onSuccess: (f) => ((handlers.success = f), captcha),
          onError: (f) => ((handlers.error = f), captcha),
          onClose: (f) => ((handlers.close = f), captcha),
          getValidate: () => ({
            geetest_challenge: String(config.challenge),
            geetest_validate: 'v-1',
            geetest_seccode: 'v-1|jordan',
          }),
          verify: () => {
            if (behaviour.errsOnce && configs.length === 1) return handlers.error!();
            return behaviour.closed ? handlers.close!() : handlers.success!();
          },
        };
        ready(captcha);
        if (!behaviour.neverReady) handlers.ready!();
      };
    };
  },
  qq(result: TencentCaptchaResult, apps: string[] = []) {
    return () => {
      window.TencentCaptcha = class {
        constructor(
          appId: string,
          private readonly callback: (r: TencentCaptchaResult) => void,
          options: { ready?: () => void },
        ) {
          apps.push(appId);
          options.ready?.();
        }
        show() {
          this.callback(result);
        }
      };
    };
  },
};

/** A loader that runs the stand-in of each URL, or fails as a 404 would. */
function loader(byUrl: Record<string, (() => void) | undefined>) {
  return vi.fn(async (url: string) => {
    const run = byUrl[url];
    if (!run) throw new Error(`script failed to load: ${url}`);
    run();
  });
}

afterEach(() => {
  delete window.initGeetest;
  delete window.TencentCaptcha;
  delete window.grecaptcha;
  vi.useRealTimers();
});

describe('fallback to image-puzzle, recaptcha or QQ (behaviour §4), in the configured order', () => {
  it('image-puzzle: starts gt.js with gt and challenge and answers geetest validate with type geecaptcha', async () => {
    const configs: Record<string, unknown>[] = [];
    const load = loader({ [GEETEST.script_url]: scripts.geetest({}, configs) });
    const outcome = await solveCaptcha(infoAnswering([GEETEST, QQ]), {
      scene: 31000,
      loadScript: load,
    });
    expect(configs[0]).toMatchObject({ gt: 'gt-1', challenge: 'c'.repeat(32), product: 'bind' });
    expect(outcome).toEqual({
      kind: 'solved',
      fields: {
        type: 'geecaptcha',
        geetest_challenge: 'c'.repeat(32),
        geetest_validate: 'v-1',
        geetest_seccode: 'v-1|jordan',
      },
    });
  });

  it('behaviour §3 captcha info sChallenge (decision 147): an image-puzzle that errs gets one more try with the spare challenge', async () => {
    const configs: Record<string, unknown>[] = [];
    const load = loader({ [GEETEST.script_url]: scripts.geetest({ errsOnce: true }, configs) });
    const info = infoAnswering([GEETEST], { sGt: 'gt-1', sChallenge: 's'.repeat(32) });
    const outcome = await solveCaptcha(info, { scene: 31000, loadScript: load });
    expect(configs.map((config) => config.challenge)).toEqual(['c'.repeat(32), 's'.repeat(32)]);
    expect(outcome).toMatchObject({
      kind: 'solved',
      fields: { type: 'geecaptcha', geetest_challenge: 's'.repeat(32) },
    });
  });

  it('an image-puzzle the person closes is not tried again, spare or not', async () => {
    const configs: Record<string, unknown>[] = [];
    const load = loader({ [GEETEST.script_url]: scripts.geetest({ closed: true }, configs) });
    const info = infoAnswering([GEETEST], { sGt: 'gt-1', sChallenge: 's'.repeat(32) });
    expect(await solveCaptcha(info, { scene: 31000, loadScript: load })).toEqual({
      kind: 'unavailable',
    });
    expect(configs).toHaveLength(1);
  });

  it('QQ: answers ticket/randstr with type qqcatpcha', async () => {
    const apps: string[] = [];
    const load = loader({
      [QQ.script_url]: scripts.qq({ ret: 0, ticket: 't', randstr: 'r' }, apps),
    });
    expect(await solveCaptcha(infoAnswering([QQ]), { scene: 31000, loadScript: load })).toEqual({
      kind: 'solved',
      fields: { type: 'qqcatpcha', ticket: 't', randstr: 'r' },
    });
    expect(apps).toEqual(['app-1']);
  });

  it('a provider whose script fails to load gives way to the next one', async () => {
    const load = loader({ [QQ.script_url]: scripts.qq({ ret: 0, ticket: 't', randstr: 'r' }) });
    const api = infoAnswering([GEETEST, RECAPTCHA, QQ]);
    const outcome = await solveCaptcha(api, { scene: 31000, loadScript: load });
    // behaviour §8 "status 508 on load failure": each script that did not load is reported.
    expect(tracked(api)).toEqual([
      { name: 'requestFailure', path: GEETEST.script_url, status: 508 },
      { name: 'requestFailure', path: RECAPTCHA.script_url, status: 508 },
    ]);
    expect(load.mock.calls.map(([url]) => url)).toEqual([
      GEETEST.script_url,
      RECAPTCHA.script_url,
      QQ.script_url,
    ]);
    expect(outcome).toMatchObject({ kind: 'solved', fields: { type: 'qqcatpcha' } });
  });

  it('an image-puzzle not ready within the 5 s loading time-out gives way to the next one', async () => {
    vi.useFakeTimers();
    const load = loader({
      [GEETEST.script_url]: scripts.geetest({ neverReady: true }),
      [QQ.script_url]: scripts.qq({ ret: 0, ticket: 't', randstr: 'r' }),
    });
    const pending = solveCaptcha(infoAnswering([GEETEST, QQ]), { scene: 31000, loadScript: load });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'solved', fields: { type: 'qqcatpcha' } });
  });

  it('a puzzle the person closes, then a QQ captcha closed (ret 2): every provider failed, unavailable', async () => {
    const load = loader({
      [GEETEST.script_url]: scripts.geetest({ closed: true }),
      [QQ.script_url]: scripts.qq({ ret: 2 }),
    });
    const api = infoAnswering([GEETEST, QQ]);
    // Both scripts loaded: no status 508, nothing reported.
    expect(await solveCaptcha(api, { scene: 31000, loadScript: load })).toEqual({
      kind: 'unavailable',
    });
    expect(tracked(api)).toEqual([]);
  });
});

describe('captcha load failure: status 508 (behaviour §8 "60204, 60205 … status 508 on load failure")', () => {
  it('a visitor whose network blocks the image-puzzle script, the others closed: unavailable with status 508, the failure reported with the address', async () => {
    const load = loader({ [QQ.script_url]: scripts.qq({ ret: 2 }) });
    const api = infoAnswering([GEETEST, QQ]);
    expect(await solveCaptcha(api, { scene: 31000, loadScript: load })).toEqual({
      kind: 'unavailable',
      status: 508,
    });
    expect(tracked(api)).toEqual([
      { name: 'requestFailure', path: GEETEST.script_url, status: 508 },
    ]);
  });

  it('a script still not loaded after the 10 s script-load limit is a load failure too', async () => {
    vi.useFakeTimers();
    // jsdom never fetches a script: the real loader waits for it until the limit.
    const slow = { ...RECAPTCHA, script_url: 'https://slow.test/api.js' };
    const api = infoAnswering([slow]);
    const pending = solveCaptcha(api, { scene: 31000 });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(tracked(api)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ kind: 'unavailable', status: 508 });
    expect(tracked(api)).toEqual([{ name: 'requestFailure', path: slow.script_url, status: 508 }]);
  });
});
