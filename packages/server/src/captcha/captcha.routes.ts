/** The self-hosted captcha's challenge (behaviour §7 captcha-info; sign-up's twin path too). */
import { CAPTCHA_SCENES, captchaInfoCall, ok, registerCaptchaInfoCall } from '@foyer/contract';
import { captchaInfoSchemas } from '@foyer/contract/schemas';
import { route } from '../http/route.js';
import type { RouteContext, RoutePlugin } from '../http/context.js';

export function captchaRoutes(ctx: RouteContext): RoutePlugin {
  const info = (defaultScene: number) => async (query: { scene?: number | undefined }) =>
    ok(await ctx.captcha.info(query.scene ?? defaultScene));
  return async (app) => {
    route(app, captchaInfoCall, captchaInfoSchemas, {}, info(CAPTCHA_SCENES.login));
    route(app, registerCaptchaInfoCall, captchaInfoSchemas, {}, info(CAPTCHA_SCENES.register));
  };
}
