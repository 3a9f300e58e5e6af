/**
 * Loopback stand-ins for the older captcha providers (behaviour §9 geecaptcha, recaptcha, QQ): each
 * serves a script defining the browser API the widget's adapters use, and answers the
 * server's verify call. A token passes verification once, and only if a script handed it
 * out. A script can be made to fail (404), or to hand out a token it never issued (forged).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProviderName = 'geetest' | 'recaptcha' | 'qq';
type Mode = 'works' | 'missing' | 'forged';

export const GEETEST_KEY = 'e2e-geetest-key';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const token = () => randomBytes(12).toString('hex');

/** Each provider's script; `mint` is the token it hands out. */
const SCRIPTS: Record<ProviderName, (origin: string, mint: () => string) => string> = {
  geetest: (origin) => `window.initGeetest = function (config, ready) {
  var on = {}, result;
  var captcha = {
    onReady: function (f) { on.ready = f; return captcha; },
    onSuccess: function (f) { on.success = f; return captcha; },
    onError: function (f) { on.error = f; return captcha; },
    onClose: function (f) { on.close = f; return captcha; },
    getValidate: function () { return result; },
    verify: function () {
      fetch('${origin}/geetest/solve?challenge=' + encodeURIComponent(config.challenge))
        .then(function (r) { return r.json(); })
        .then(function (v) { result = v; on.success(); }, function () { on.error(); });
    },
  };
  ready(captcha);
  setTimeout(function () { on.ready(); }, 0);
};`,
  recaptcha: (_origin, mint) => `(function (token) {
  var params;
  window.grecaptcha = {
    ready: function (f) { setTimeout(f, 0); },
    render: function (el, p) { params = p; return 1; },
    execute: function () { params.callback(token); },
  };
})('${mint()}');`,
  qq: (_origin, mint) => `(function (ticket) {
  window.TencentCaptcha = function (appId, callback, options) {
    this.show = function () { callback({ ret: 0, ticket: ticket, randstr: '@e2e' }); };
    setTimeout(function () { options.ready && options.ready(); }, 0);
  };
})('${mint()}');`,
};

const SCRIPT_PATHS: Record<string, ProviderName> = {
  '/gt.js': 'geetest',
  '/recaptcha.js': 'recaptcha',
  '/TCaptcha.js': 'qq',
};

export function fakeCaptchaProviders() {
  const modes: Record<ProviderName, Mode> = { geetest: 'works', recaptcha: 'works', qq: 'works' };
  const live = new Set<string>();
  const verified: ProviderName[] = [];
  let origin = '';

  function handle(request: IncomingMessage, body: string, response: ServerResponse) {
    const url = new URL(request.url ?? '/', origin);
    const json = (value: unknown) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(value));
    };
    // The browser's calls to the provider come from the Foyer page's origin.
    response.setHeader('access-control-allow-origin', '*');
    const script = SCRIPT_PATHS[url.pathname];
    if (script) {
      if (modes[script] === 'missing') return response.writeHead(404).end();
      const mint = () => {
        const value = token();
        if (modes[script] !== 'forged') live.add(value);
        return value;
      };
      response.setHeader('content-type', 'text/javascript');
      return response.end(SCRIPTS[script](origin, mint));
    }
    if (url.pathname === '/geetest/solve') {
      const challenge = url.searchParams.get('challenge') ?? '';
      const seccode = `${token()}|jordan`;
      if (modes.geetest !== 'forged') live.add(seccode);
      const validate = md5(`${GEETEST_KEY}geetest${challenge}`);
      return json({
        geetest_challenge: challenge,
        geetest_validate: validate,
        geetest_seccode: seccode,
      });
    }
    if (url.pathname === '/geetest/validate.php') {
      const seccode = new URLSearchParams(body).get('seccode') ?? '';
      const ok = live.delete(seccode);
      if (ok) verified.push('geetest');
      return json({ seccode: ok ? md5(seccode) : 'false' });
    }
    if (url.pathname === '/recaptcha/siteverify') {
      const ok = live.delete(new URLSearchParams(body).get('response') ?? '');
      if (ok) verified.push('recaptcha');
      return json({ success: ok });
    }
    if (url.pathname === '/qq/verify') {
      const ok = live.delete(url.searchParams.get('Ticket') ?? '');
      if (ok) verified.push('qq');
      return json({ response: ok ? '1' : '0' });
    }
    response.writeHead(404).end();
  }

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => handle(request, body, response));
  });

  return {
    /** The providers whose answers the server accepted, in order. */
    verified,
    set: (name: ProviderName, mode: Mode) => (modes[name] = mode),
    reset: () => Object.assign(modes, { geetest: 'works', recaptcha: 'works', qq: 'works' }),
    async start(): Promise<Record<string, string>> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // The Foyer settings pointing every provider at this stand-in.
      return {
        GEETEST_ID: 'e2e-gt',
        GEETEST_KEY,
        GEETEST_SCRIPT_URL: `${origin}/gt.js`,
        GEETEST_VERIFY_URL: `${origin}/geetest/validate.php`,
        RECAPTCHA_SITE_KEY: 'e2e-site-key',
        RECAPTCHA_SECRET: 'e2e-secret',
        RECAPTCHA_SCRIPT_URL: `${origin}/recaptcha.js`,
        RECAPTCHA_VERIFY_URL: `${origin}/recaptcha/siteverify`,
        QQCAPTCHA_APP_ID: 'e2e-app',
        QQCAPTCHA_APP_SECRET: 'e2e-app-secret',
        QQCAPTCHA_SCRIPT_URL: `${origin}/TCaptcha.js`,
        QQCAPTCHA_VERIFY_URL: `${origin}/qq/verify`,
      };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
