/**
 * Mini App launch data signed as Telegram signs it, for tests: the pairs URL-encoded, the hash
 * HMAC-SHA-256 of the sorted check string under HMAC-SHA-256("WebAppData", bot token).
 */
import { createHmac } from 'node:crypto';

export interface MiniAppLaunch {
  user: Record<string, unknown>;
  /** Seconds since the epoch. */
  authDate: number;
  /** Other pairs Telegram sends (query_id, chat_type, start_param...). */
  extra?: Record<string, string>;
}

export function signedMiniAppInitData(launch: MiniAppLaunch, botToken: string): string {
  const pairs: [string, string][] = [
    ['user', JSON.stringify(launch.user)],
    ['auth_date', String(launch.authDate)],
    ...Object.entries(launch.extra ?? {}),
  ];
  const checkString = [...pairs]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  const signed: [string, string][] = [...pairs, ['hash', hash]];
  return signed.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
}

/**
 * A launch of the Mini App by `user` as a private chat opens it, signed with `botToken`
 * `ageMs` before `now` (the test app's clock).
 */
export function privateChatLaunch(
  user: { id: number },
  { now, ageMs = 0, botToken }: { now: number; ageMs?: number; botToken: string },
): string {
  const authDate = Math.floor((now - ageMs) / 1000);
  return signedMiniAppInitData({ user, authDate, extra: { chat_type: 'sender' } }, botToken);
}
