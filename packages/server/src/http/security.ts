/**
 * Cookies, security headers and rate limits. The CSP allows exactly what the Vite build
 * needs; the rate limit covers the whole API per IP (RATE_LIMIT_PER_MINUTE), and the routes
 * that send a message or check a secret set stricter limits of their own. The limits count
 * in the database through the one limiter, so instances share them (decision 042). API
 * answers are never cached.
 */
import fastifyCookie from '@fastify/cookie';
import helmet from 'helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import { createHash } from 'node:crypto';
import { START_ON_INTENT_SCRIPT, THEME_BEFORE_PAINT_SCRIPT, wireSiteId } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { reachedOverHttps, type Config } from '../config.js';
import type { Clock } from '../shared/clock.js';
import { ipKey } from '../shared/ip-key.js';
import type { Store } from '../store/store.js';
import { captchaProviderOrigins } from '../captcha/index.js';
import { limiterRateLimitStore } from '../limits/rate-limit-store.js';
import type { IncomingMessage } from 'node:http';
import { isMiniAppPage, telegramWidgetOrigins } from '../config/telegram-widget.config.js';
import { requestSite } from '../shared/site-rules.js';
import { isApiRequest } from './routed-path.js';

const scriptHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The pages' inline script, the theme before the first paint, allowed by its hash (decision 050). */
export const THEME_SCRIPT_SOURCE = scriptHash(THEME_BEFORE_PAINT_SCRIPT);

/** A prerendered page's second one, which starts the app on the first intent (decision 136). */
export const START_SCRIPT_SOURCE = scriptHash(START_ON_INTENT_SCRIPT);

/**
 * The Turkish provider's popup page, /{lang}/tr-authorized (decision 084): it goes on to the
 * server's round trip in the same window, so it sends the round trip's opener policy. Every
 * language segment of the table counts (`es-419`, `tr-TUR`, `en-TR`, the EU site's `de`), and the
 * address is recognised by prefix, as the web app's route is.
 */
export function isTurkishPopupPage(url: string | undefined): boolean {
  const path = (url ?? '').split(/[?#]/)[0] ?? '';
  return /^(?:\/[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,4})?)?\/tr-authorized(?:\/.*)?$/i.test(path);
}

function rateLimited(): Error {
  // Thrown by the plugin; the error handler turns status 429 into the 10006 envelope.
  return Object.assign(new Error('Too many requests'), { statusCode: 429 });
}

/** Where the rate limits count: the app's store, on the app's clock. */
export interface LimitCounting {
  store: Store;
  clock: Clock;
}

export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  counting: LimitCounting,
): Promise<void> {
  await app.register(fastifyCookie);

  const https = reachedOverHttps(config);
  // The older captcha providers' scripts, frames and images, only when configured.
  const captcha = captchaProviderOrigins(config);
  // Telegram's Login Widget, only when a bot is set (decision 068).
  const telegram = telegramWidgetOrigins(config);
  // Helmet's middleware is made once here: @fastify/helmet made it anew for every request,
  // parsing the policy each time (issue 16: 2 % of a code send's CPU, more of a web config's).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...captcha,
          ...telegram.script,
          THEME_SCRIPT_SOURCE,
          START_SCRIPT_SOURCE,
        ],
        styleSrc: ["'self'", "'unsafe-inline'", ...captcha],
        imgSrc: ["'self'", 'data:', ...captcha, ...telegram.img],
        connectSrc: ["'self'", ...captcha, ...telegram.connect],
        frameSrc: ["'self'", ...captcha],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [
          "'self'",
          // Telegram's web clients frame the Mini App's pages, and only those (decision 071).
          ...telegram.miniAppFrameAncestors.map(
            (origin) => (request: IncomingMessage) => (isMiniAppPage(request.url) ? origin : ''),
          ),
        ],
        // Upgrading would break plain-http development on localhost.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
    // The widget's pages open the third-party popup and hear from it (decision 061): they keep
    // their own window to themselves but not the popups they open.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet 8 throws what goes wrong instead of passing it on; `done` only goes on.
    securityHeaders(request.raw, reply.raw, () => done());
  });

  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    store: limiterRateLimitStore(counting.store, counting.clock),
    // An IPv6 client holds its whole /64 (shared/ip-key.ts).
    keyGenerator: (request) => ipKey(request.ip),
    // By the route the router matched, never the raw URL: `/%78-api/login` is `/x-api/login`.
    allowList: (request) => !isApiRequest(request),
    errorResponseBuilder: rateLimited,
  });

  // API answers carry session tokens, risk and QR tokens, captcha challenges: no browser or
  // shared cache may keep one (docs/decisions/037).
  app.addHook('onSend', async (request, reply) => {
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
  });

  // behaviour §3: every API answer names the current site in x-refer-site-id (HKG, BYBIT,
  // NLD; the other sites map to BYBIT), from the host as decision 004 reads it.
  app.addHook('onSend', async (request, reply) => {
    if (isApiRequest(request)) {
      reply.header('x-refer-site-id', wireSiteId(requestSite(request.hostname)));
    }
  });

  // A page on its way to another origin and back (decision 084): any policy but `unsafe-none`
  // would cut the popup from its opener when it leaves (decision 061). After helmet's.
  app.addHook('onRequest', async (request, reply) => {
    if (isTurkishPopupPage(request.url)) reply.header('cross-origin-opener-policy', 'unsafe-none');
  });
}
