import { TELEGRAM_AUTH_FUTURE_SKEW_MS, TELEGRAM_AUTH_MAX_AGE_MS } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { TEST_BOT_TOKEN, signedTelegramLogin } from '../test-support/telegram.js';
import { checkTelegramLogin, dataCheckString, telegramFields } from './telegram.service.js';

const NOW = Date.UTC(2026, 0, 1, 12);
const user = { id: 42, first_name: 'Ada', username: 'ada' };
const raw = (fields: object) => JSON.stringify(fields);

describe('Telegram Login data check (behaviour §3 telegram_callback; Telegram Login Widget, docs/engineering.md "Sources")', () => {
  it('the data-check-string is every field but hash, sorted by key, key=value joined by \\n', () => {
    expect(dataCheckString({ username: 'ada', id: '42', hash: 'ff', auth_date: '1' })).toBe(
      'auth_date=1\nid=42\nusername=ada',
    );
  });

  it('data signed with the bot token and fresh passes, with its Telegram id', () => {
    const fields = signedTelegramLogin(user, NOW);
    expect(checkTelegramLogin(raw(fields), TEST_BOT_TOKEN, NOW)).toEqual({
      ok: true,
      auth: { telegramId: '42', authDate: Math.floor(NOW / 1000) * 1000, hash: fields.hash },
    });
  });

  it("numbers, as Telegram's data-onauth object gives them, are read as their decimal text", () => {
    const fields = signedTelegramLogin(user, NOW);
    const numeric = { ...fields, id: 42, auth_date: Number(fields.auth_date) };
    expect(checkTelegramLogin(raw(numeric), TEST_BOT_TOKEN, NOW).ok).toBe(true);
  });

  it('a changed field, a dropped field or an added field is forged', () => {
    const fields = signedTelegramLogin(user, NOW);
    const { username: _dropped, ...withoutUsername } = fields;
    for (const changed of [
      { ...fields, first_name: 'Eve' },
      withoutUsername,
      { ...fields, last_name: 'Smith' },
      { ...fields, hash: fields.hash.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
    ]) {
      expect(checkTelegramLogin(raw(changed), TEST_BOT_TOKEN, NOW)).toEqual({
        ok: false,
        reason: 'forged',
      });
    }
  });

  it('Telegram auth age compared with auth_date (behaviour §9): older than the bound is stale', () => {
    const fields = raw(signedTelegramLogin(user, NOW));
    expect(checkTelegramLogin(fields, TEST_BOT_TOKEN, NOW + TELEGRAM_AUTH_MAX_AGE_MS).ok).toBe(
      true,
    );
    expect(
      checkTelegramLogin(fields, TEST_BOT_TOKEN, NOW + TELEGRAM_AUTH_MAX_AGE_MS + 1000),
    ).toEqual({
      ok: false,
      reason: 'stale',
    });
  });

  it('an auth_date beyond the allowed clock skew in the future is refused', () => {
    const ahead = raw(signedTelegramLogin(user, NOW + TELEGRAM_AUTH_FUTURE_SKEW_MS + 1000));
    expect(checkTelegramLogin(ahead, TEST_BOT_TOKEN, NOW)).toEqual({ ok: false, reason: 'future' });
    const skewed = raw(signedTelegramLogin(user, NOW + TELEGRAM_AUTH_FUTURE_SKEW_MS - 1000));
    expect(checkTelegramLogin(skewed, TEST_BOT_TOKEN, NOW).ok).toBe(true);
  });

  it('without a bot token nothing verifies', () => {
    const fields = raw(signedTelegramLogin(user, NOW));
    expect(checkTelegramLogin(fields, undefined, NOW)).toEqual({
      ok: false,
      reason: 'unconfigured',
    });
  });

  it('malformed data: not JSON, not an object, a missing or ill-formed id, auth_date or hash', () => {
    const fields = signedTelegramLogin(user, NOW);
    const { hash: _hash, ...unsigned } = fields;
    for (const bad of [
      'id=42&hash=00',
      '[]',
      'null',
      raw(unsigned),
      raw({ ...fields, id: '-42' }),
      raw({ ...fields, auth_date: '1.5' }),
      raw({ ...fields, hash: fields.hash.toUpperCase() }),
      raw({ ...fields, first_name: { nested: true } }),
      raw({ ...fields, 'Bad-Key': '1' }),
    ]) {
      expect(checkTelegramLogin(bad, TEST_BOT_TOKEN, NOW), bad).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('field values are kept exactly as received (no trimming)', () => {
    expect(telegramFields(raw({ first_name: ' Ada ' }))).toEqual({ first_name: ' Ada ' });
  });
});

describe('TELEGRAM_BOT_TOKEN setting', () => {
  const base = { DATA_DIR: '/tmp', LOG_LEVEL: 'silent' };
  it('is optional; a token of digits, a colon and the secret is taken as it is', () => {
    expect(loadConfig(base).telegramBotToken).toBeUndefined();
    expect(loadConfig({ ...base, TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN }).telegramBotToken).toBe(
      TEST_BOT_TOKEN,
    );
  });

  it('a value that is no bot token stops start-up without echoing it', () => {
    const load = () => loadConfig({ ...base, TELEGRAM_BOT_TOKEN: 'secret-value' });
    expect(load).toThrow(/Invalid TELEGRAM_BOT_TOKEN: not a Telegram bot token/);
    expect(load).not.toThrow(/secret-value/);
  });
});
