/**
 * Mini App launch data (behaviour §1 "Mini App", §8 40004; Telegram Mini Apps, docs/engineering.md
 * "Sources"): signed with the bot token under the "WebAppData" key, fresh, spent by its hash.
 */
import { TELEGRAM_AUTH_FUTURE_SKEW_MS } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { signedMiniAppInitData } from '../test-support/mini-app.js';
import { TEST_BOT_TOKEN } from '../test-support/telegram.js';
import {
  MINI_APP_AUTH_MAX_AGE_MS,
  checkMiniAppInitData,
  initDataPairs,
  miniAppCheckString,
} from './mini-app-init-data.js';

const NOW = Date.UTC(2026, 10, 26, 6);
const NOW_S = NOW / 1000;
const ada = { id: 4242, first_name: 'Ada', username: 'ada', language_code: 'en' };
const launch = (authDate = NOW_S, extra: Record<string, string> = {}) =>
  signedMiniAppInitData({ user: ada, authDate, extra }, TEST_BOT_TOKEN);

describe('Mini App launch data check', () => {
  it('accepts a published example: its hash verifies under HMAC-SHA-256("WebAppData", token)', () => {
    // The example of the Telegram Mini Apps community documentation (init data), with its token.
    const token = '5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8';
    const initData =
      'query_id=AAHdF6IQAAAAAN0XohDhrOrc&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav' +
      '%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A' +
      '%22ru%22%2C%22is_premium%22%3Atrue%7D&auth_date=1662771648&hash=' +
      'c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2';
    const checked = checkMiniAppInitData(initData, token, 1662771648_000 + 60_000);
    expect(checked).toEqual({
      ok: true,
      auth: {
        user: {
          telegramId: '279058397',
          firstName: 'Vladislav',
          lastName: 'Kibenko',
          username: 'vdkfrost',
        },
        authDate: 1662771648_000,
        hash: 'c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2',
      },
    });
  });

  it('the check string is every pair but hash, decoded once, sorted by key, the user JSON as received', () => {
    const pairs = initDataPairs('user=%7B%22id%22%3A1%7D&auth_date=5&hash=ff&chat_type=sender');
    expect(pairs && miniAppCheckString(pairs)).toBe('auth_date=5\nchat_type=sender\nuser={"id":1}');
    // Decoded once: "%2541" is the text "%41", not "A".
    expect(initDataPairs('a=%2541')?.get('a')).toBe('%41');
  });

  it('names the person by the signed user id, never by the username', () => {
    const checked = checkMiniAppInitData(launch(), TEST_BOT_TOKEN, NOW);
    expect(checked.ok && checked.auth.user).toEqual({
      telegramId: '4242',
      firstName: 'Ada',
      username: 'ada',
    });
  });

  it('refuses data signed with another bot token, or with the Login Widget key (SHA-256 of the token)', () => {
    const other = signedMiniAppInitData({ user: ada, authDate: NOW_S }, '111:another-bot');
    expect(checkMiniAppInitData(other, TEST_BOT_TOKEN, NOW)).toEqual({
      ok: false,
      reason: 'forged',
    });
    const changed = launch().replace('%22Ada%22', '%22Eve%22');
    expect(checkMiniAppInitData(changed, TEST_BOT_TOKEN, NOW)).toEqual({
      ok: false,
      reason: 'forged',
    });
  });

  it('refuses a pair added after signing (nothing outside the signed string is trusted)', () => {
    const added = `${launch()}&start_param=promo`;
    expect(checkMiniAppInitData(added, TEST_BOT_TOKEN, NOW)).toEqual({
      ok: false,
      reason: 'forged',
    });
  });

  it(`refuses data older than ${MINI_APP_AUTH_MAX_AGE_MS / 60_000} minutes (auth expired) and data from the future`, () => {
    const oldest = NOW_S - MINI_APP_AUTH_MAX_AGE_MS / 1000;
    expect(checkMiniAppInitData(launch(oldest), TEST_BOT_TOKEN, NOW).ok).toBe(true);
    expect(checkMiniAppInitData(launch(oldest - 1), TEST_BOT_TOKEN, NOW)).toEqual({
      ok: false,
      reason: 'stale',
    });
    const ahead = NOW_S + TELEGRAM_AUTH_FUTURE_SKEW_MS / 1000 + 1;
    expect(checkMiniAppInitData(launch(ahead), TEST_BOT_TOKEN, NOW)).toEqual({
      ok: false,
      reason: 'future',
    });
  });

  it.each([
    ['empty', ''],
    ['no hash', 'auth_date=1&user=%7B%22id%22%3A1%7D'],
    ['a repeated key', 'a=1&a=2&hash=' + '0'.repeat(64)],
    ['a key that is not a name', 'A-b=1&hash=' + '0'.repeat(64)],
    ['a value that does not decode', 'a=%E0%A4%A&hash=' + '0'.repeat(64)],
    ['too long', 'a='.padEnd(5000, 'x')],
  ])('refuses malformed data: %s', (_name, raw) => {
    expect(checkMiniAppInitData(raw, TEST_BOT_TOKEN, NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses signed data that names no person (no user, or a user id that is not a positive integer)', () => {
    const noUser = signedMiniAppInitData(
      { user: { first_name: 'Ada' }, authDate: NOW_S },
      TEST_BOT_TOKEN,
    );
    expect(checkMiniAppInitData(noUser, TEST_BOT_TOKEN, NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const textId = signedMiniAppInitData({ user: { id: '42' }, authDate: NOW_S }, TEST_BOT_TOKEN);
    expect(checkMiniAppInitData(textId, TEST_BOT_TOKEN, NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses everything when no bot token is configured', () => {
    expect(checkMiniAppInitData(launch(), undefined, NOW)).toEqual({
      ok: false,
      reason: 'unconfigured',
    });
  });
});
