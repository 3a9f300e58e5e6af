/**
 * The Telegram pages' addresses, read by the route (telegram-pages.tsx) and, before that page's
 * code arrives, by the frame (host-framed.ts): a small module of its own, in the first chunk.
 */
import { matchRoute } from '../routing/match-route';

/**
 * The Login Widget's return address (decision 063): a path, its language segment removed, under
 * `/telegram-register-login`, recognised by prefix as the routes of behaviour §2 are.
 */
export function isTelegramSignInPath(path: string): boolean {
  return matchRoute([{ path: '/telegram-register-login/*' }], path) !== undefined;
}

/** Telegram opens a Mini App with its launch data in the fragment (core.telegram.org/bots/webapps). */
export function isMiniAppLaunch(hash: string): boolean {
  return /[#&]tgWebAppData=/.test(hash);
}
