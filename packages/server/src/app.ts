/**
 * buildApp(config): the whole server as one Fastify instance, with no globals, so tests
 * build as many as they like. Order: plugins, then services, then routes.
 */
import { API_PATH_PREFIX } from '@foyer/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { outboxEnabled, reachedOverHttps, type Config } from './config.js';
import { geetestSettings, qqCaptchaSettings, recaptchaSettings } from './config/captcha.config.js';
import {
  assertDeliverable,
  createDelivery,
  type ManagedDelivery,
} from './delivery/create-delivery.js';
import type { Delivery } from './delivery/delivery.js';
import { checkedSerializerCompiler, type MismatchListener } from './http/answer-check.js';
import { registerApiReference } from './http/api-reference.js';
import { registerCompression } from './http/compression.js';
import { frameworkErrors, installFailureHandling } from './http/failures.js';
import { loggerOptions } from './http/logging.js';
import { fastifyTrustProxy } from './http/trust-proxy.js';
import { registerSecurity } from './http/security.js';
import { recordRouteTable } from './http/route-table.js';
import { installReauthenticationGate, installSessionGate, userRoutes } from './sessions/index.js';
import { captchaRoutes, createCaptcha, createCaptchaGate } from './captcha/index.js';
import {
  configRoutes,
  createCountryList,
  devOutboxRoutes,
  noPromoConfig,
  parsePromoConfig,
  type PromoConfig,
  promoImageRoutes,
  publicRoutes,
  registerWebApp,
} from './site/index.js';
import { loginRoutes, whiteHostsRoutes } from './log-in/index.js';
import { subAccountRoutes } from './sub-accounts/index.js';
import {
  onePersonBindRoutes,
  reauthenticationRoutes,
  tradingPasswordRoutes,
} from './account-security/index.js';
import { qrRoutes } from './qr-login/index.js';
import { recoveryRoutes } from './recovery/index.js';
import { supportRoutes } from './support/index.js';
import { trackingRoutes } from './tracking/index.js';
import { onboardingRoutes } from './onboarding/index.js';
import { referralRoutes } from './referral/index.js';
import { defaultInterceptRoutes, registerRoutes, registerStepsRoutes } from './sign-up/index.js';
import { signUpRestrictionRoutes } from './restrictions/index.js';
import type { RouteContext } from './http/context.js';
import { riskRoutes } from './risk/index.js';
import { miniAppTaskRoutes, telegramRoutes } from './telegram/index.js';
import { twoFactorRoutes } from './two-factor/index.js';
import {
  countedDelivery,
  createMetrics,
  drainOnClose,
  healthRoutes,
  instrument,
  registerOverloadShedding,
} from './operations/index.js';
import { systemClock, type Clock } from './shared/clock.js';
import { noGeo, parseGeoTable, type GeoLookup } from './shared/geo.service.js';
import { cryptoRandom, type Random } from './shared/random.js';
import { openStore } from './store/store.js';
import {
  idTokenKeys,
  issuerEndpoints,
  type IssuerKeys,
  thirdPartyAuthorizeRoutes,
  thirdPartyCallbackRoutes,
  thirdPartyLinksRoutes,
  thirdPartyLoginRoutes,
} from './third-party/index.js';
import {
  forwardAuthorizationRequest,
  oauthInteractionRoutes,
  oauthProviderMount,
  oauthViewFraming,
  providerHolder,
} from './oauth-provider/index.js';

export type { Config } from './config.js';
export { loadConfig } from './config.js';

/** Stand-ins for tests: a fake clock, a recording delivery, a log sink. */
export interface AppOverrides {
  clock?: Clock;
  random?: Random;
  delivery?: Delivery;
  /** Where log lines go instead of stdout. */
  logStream?: { write(line: string): void };
  /** Told of every answer that does not fit its schema (tests fail on one; decision 045). */
  onAnswerMismatch?: MismatchListener;
  /** The third-party issuers' keys: tests give those of their local OpenID provider. */
  idTokenKeys?: IssuerKeys;
  /** How often the overload shedding samples the process (ms); tests sample faster. */
  overloadSampleIntervalMs?: number;
}

const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(
  config: Config,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  if (!overrides.delivery) assertDeliverable(config);
  const geo = await loadGeo(config);
  const promoConfig = await loadPromoConfig(config);
  const recaptcha = recaptchaSettings(config);
  const geetest = geetestSettings(config);
  const qq = qqCaptchaSettings(config);
  const app = Fastify({
    logger: loggerOptions(config, overrides.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(checkedSerializerCompiler(overrides.onAnswerMismatch));
  acceptEmptyJsonBodies(app);
  const failures = installFailureHandling(app);

  // pg hangs the failed connection on its error (`client`, with what it has prepared): only
  // what went wrong is logged.
  const store = await openStore(config, ({ name, message, code }: Error & { code?: unknown }) =>
    app.log.error({ error: name, code }, `database pool error: ${message}`),
  );
  const clock = overrides.clock ?? systemClock;
  // The rate limits count in the store, so it is open before they are registered.
  await registerSecurity(app, config, { store, clock });
  await registerCompression(app);
  await registerOverloadShedding(app, config, overrides.overloadSampleIntervalMs);
  const drain = drainOnClose(app);
  // Metrics only when an operator asks for them (METRICS_PORT; main.ts serves them).
  const metrics = config.metricsPort === undefined ? undefined : createMetrics();
  if (metrics) instrument(app, metrics);
  // A test's own delivery stands in for the providers, so none need be configured then.
  const managed = overrides.delivery
    ? undefined
    : createDelivery(config, store.outbox, clock, app.log);
  app.addHook('onClose', async () => {
    // Fastify's own close has run first (onClose hooks run last-registered first): nothing new
    // is taken in. What is in hand finishes on an open database, clients gone or not.
    await drain.drained();
    managed?.close();
    await store.destroy();
  });
  const delivery = overrides.delivery ?? (managed as ManagedDelivery);
  const ctx: RouteContext = {
    store,
    clock,
    random: overrides.random ?? cryptoRandom,
    delivery: metrics ? countedDelivery(delivery, metrics) : delivery,
    config,
    countryList: createCountryList(),
    geo,
    captcha: createCaptchaGate({
      pow: createCaptcha({
        // One random key per process unless configured (config.ts, CAPTCHA_SECRET).
        secret: config.captchaSecret ?? randomBytes(32).toString('hex'),
        difficulty: config.captchaDifficulty,
        store,
        clock,
      }),
      newEnabled: config.captchaNew,
      visible: config.captchaVisible,
      downgrade: config.captchaDowngrade,
      sceneProviders: config.captchaSceneProviders,
      recaptcha,
      geetest,
      qq,
    }),
    promoConfig,
    idTokenKeys: overrides.idTokenKeys ?? idTokenKeys(),
    endpointsOf: issuerEndpoints(),
  };
  app.log.debug({ storage: store.kind, delivery: managed?.describe() ?? 'test' }, 'services ready');

  // Before the routes: the route table records them, every private route gets the session
  // gate as it is declared, and the API reference collects them.
  recordRouteTable(app);
  installSessionGate(app, ctx);
  installReauthenticationGate(app, ctx);
  await registerApiReference(app, config);

  for (const routes of [
    publicRoutes,
    registerRoutes,
    registerStepsRoutes,
    signUpRestrictionRoutes,
    loginRoutes,
    userRoutes,
    twoFactorRoutes,
    reauthenticationRoutes,
    onePersonBindRoutes,
    tradingPasswordRoutes,
    subAccountRoutes,
    whiteHostsRoutes,
    riskRoutes,
    defaultInterceptRoutes,
    captchaRoutes,
    configRoutes,
    qrRoutes,
    recoveryRoutes,
    supportRoutes,
    onboardingRoutes,
    referralRoutes,
    telegramRoutes,
    thirdPartyLoginRoutes,
    thirdPartyLinksRoutes,
    thirdPartyAuthorizeRoutes,
    miniAppTaskRoutes,
  ]) {
    await app.register(routes(ctx), { prefix: API_PATH_PREFIX });
  }
  await app.register(trackingRoutes(ctx, metrics?.trackedEvents), { prefix: API_PATH_PREFIX });
  // The provider's callback is a page outside /x-api (decision 061), before the web app.
  await app.register(thirdPartyCallbackRoutes(ctx));
  // Foyer's own OpenID provider (decision 076): its paths, then the OAuth view's calls.
  // The keys are made (first start) or read now, not at the first partner's request; the
  // provider itself (and oidc-provider, a sixth of an idle instance's modules) at that request.
  const oauthProvider = providerHolder(ctx);
  await oauthProvider.prepare();
  await app.register(oauthProviderMount(oauthProvider, config));
  await app.register(oauthInteractionRoutes(ctx, oauthProvider), { prefix: API_PATH_PREFIX });
  // The OAuth view's pages may be framed by their client's origins (decision 079).
  app.addHook('onSend', oauthViewFraming(oauthProvider));
  // SPEC's entry address with an authorization request goes on to the provider (decision 079).
  app.addHook('onRequest', forwardAuthorizationRequest);
  healthRoutes(app, store);
  // The promo image's resized copies, files outside the API (decision 156).
  await app.register(promoImageRoutes(promoConfig));
  if (outboxEnabled(config)) await app.register(devOutboxRoutes(store.outbox));
  await registerWebApp(app, config.webDistDir, failures, {
    registerType: config.registerType,
    secureCookies: reachedOverHttps(config),
  });
  return app;
}

async function loadPromoConfig(config: Config): Promise<PromoConfig> {
  if (!config.promoConfig) return noPromoConfig;
  try {
    const text = await readFile(config.promoConfig, 'utf8');
    return await parsePromoConfig(text, dirname(config.promoConfig));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Invalid PROMO_CONFIG: ${reason}`, { cause: error });
  }
}

async function loadGeo(config: Config): Promise<GeoLookup> {
  if (!config.geoTable) return noGeo;
  return parseGeoTable(await readFile(config.geoTable, 'utf8'));
}

/** A POST with JSON headers and no body (log-out) is an empty request, not an error. */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
}
