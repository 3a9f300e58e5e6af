/** The self-hosted captcha's challenge (behaviour §7 captcha-info; sign-up's twin path too). */
import { CAPTCHA_SCENES, captchaInfoCall, ok, registerCaptchaInfoCall } from '@foyer/contract';
import { captchaInfoSchemas } from '@foyer/contract/schemas';
import type { RouteContext, RoutePlugin } from './context.js';

export function captchaRoutes(ctx: RouteContext): RoutePlugin {
  const info = (defaultScene: number) => async (request: { query: { scene?: number } }) =>
    ok(await ctx.captcha.info(request.query.scene ?? defaultScene));
  return async (app) => {
    const schema = { querystring: captchaInfoSchemas.request };
    app.get(captchaInfoCall.path, { schema }, info(CAPTCHA_SCENES.login));
    app.get(registerCaptchaInfoCall.path, { schema }, info(CAPTCHA_SCENES.register));
  };
}
