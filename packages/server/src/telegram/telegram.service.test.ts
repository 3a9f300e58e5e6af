/**
 * Telegram Login data and the bind use-cases without HTTP (behaviour §3 "Telegram login data",
 * §8 "Messaging bind failure codes"; decision 024): the data check is pure; binding runs on a
 * real store on each engine with a fake clock.
 */
import {
  TELEGRAM_AUTH_FUTURE_SKEW_MS,
  TELEGRAM_AUTH_MAX_AGE_MS,
  TG_BIND_RESULTS,
} from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { NO_PASSWORD_VERIFIER } from '../shared/passwords.service.js';
import { insertAccount } from '../test-support/accounts.js';
import { databases } from '../test-support/databases.js';
import {
  TEST_BOT_TOKEN,
  signedTelegramLogin,
  telegramCallback,
  type TelegramUser,
} from '../test-support/telegram.js';
import { freshTestDeps } from '../test-support/test-app.js';
import {
  bindRefusal,
  bindTelegram,
  checkTelegramLogin,
  dataCheckString,
  telegramBindStatus,
  telegramFields,
  unbindTelegram,
} from './telegram.service.js';

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

describe.each(databases)('binding a Telegram account (decision 024), on $name', (database) => {
  const deps = freshTestDeps(database);
  /** The deps of a server with TELEGRAM_BOT_TOKEN set. */
  const withBot = () => ({ ...deps, config: { ...deps.config, telegramBotToken: TEST_BOT_TOKEN } });
  let telegramIds = 700_000_000;
  /** A Telegram user no other test uses. */
  const aTelegramUser = (): TelegramUser => ({
    id: (telegramIds += 1),
    first_name: 'Ada',
    username: `ada${telegramIds}`,
  });
  /** Telegram's data for the user, signed at `at` (now by default). */
  const dataOf = (user = aTelegramUser(), at = deps.clock.now(), botToken = TEST_BOT_TOKEN) =>
    telegramCallback(signedTelegramLogin(user, at, botToken));
  const anAccount = async () => (await insertAccount(deps)).id;
  const bind = (accountId: string, raw: string) => bindTelegram(withBot(), accountId, raw);
  const status = (accountId: string) => telegramBindStatus(deps, accountId);
  const { success, telegramAlreadyBind, relinkBybitAccountTip, authFailureRelinkTip } =
    TG_BIND_RESULTS;

  it("valid, fresh data binds: 'success', and the bind status turns from 0 to 1", async () => {
    const account = await anAccount();
    expect(await status(account)).toBe(0);
    expect(await bind(account, dataOf())).toBe(success);
    expect(await status(account)).toBe(1);
  });

  it("data that fails its check is 'authFailureRelinkTip' and binds nothing: forged, another bot's, malformed", async () => {
    const account = await anAccount();
    const forged = { ...signedTelegramLogin(aTelegramUser(), deps.clock.now()), first_name: 'Eve' };
    const otherBot = dataOf(aTelegramUser(), deps.clock.now(), '987654321:AAHanother-bot-token_xx');
    for (const raw of [telegramCallback(forged), otherBot, 'not json', '[1,2]']) {
      expect(await bind(account, raw), raw).toBe(authFailureRelinkTip);
    }
    expect(await status(account)).toBe(0);
  });

  it('Telegram auth age compared with auth_date (behaviour §9): just inside the bound binds, beyond it does not', async () => {
    const [late, inTime] = [await anAccount(), await anAccount()];
    const old = dataOf();
    const recent = dataOf();
    deps.clock.advance(TELEGRAM_AUTH_MAX_AGE_MS - 1000);
    expect(await bind(inTime, recent)).toBe(success);
    deps.clock.advance(2000);
    expect(await bind(late, old)).toBe(authFailureRelinkTip);
    expect(await status(late)).toBe(0);
  });

  it('an auth_date beyond the allowed clock skew in the future binds nothing', async () => {
    const account = await anAccount();
    const ahead = dataOf(aTelegramUser(), deps.clock.now() + TELEGRAM_AUTH_FUTURE_SKEW_MS + 1000);
    expect(await bind(account, ahead)).toBe(authFailureRelinkTip);
  });

  it('without TELEGRAM_BOT_TOKEN nothing can be verified, so nothing binds', async () => {
    const account = await anAccount();
    expect(await bindTelegram(deps, account, dataOf())).toBe(authFailureRelinkTip);
    expect(await status(account)).toBe(0);
  });

  it("a Telegram account bound to another account: 'telegramAlreadyBind', the first binding stays; its owner again is a success", async () => {
    const [first, second] = [await anAccount(), await anAccount()];
    const user = aTelegramUser();
    const data = dataOf(user);
    expect(await bind(first, data)).toBe(success);
    expect(await bind(second, dataOf(user))).toBe(telegramAlreadyBind);
    expect(await status(second)).toBe(0);
    expect(await status(first)).toBe(1);
    expect(await bind(first, data)).toBe(success);
  });

  it("an account bound to one Telegram account, binding another: 'relinkBybitAccountTip'", async () => {
    const account = await anAccount();
    expect(await bind(account, dataOf())).toBe(success);
    expect(await bind(account, dataOf())).toBe(relinkBybitAccountTip);
  });

  it('data binds once: replayed after an unbind, by any account, it is refused', async () => {
    const [first, second] = [await anAccount(), await anAccount()];
    const data = dataOf();
    expect(await bind(first, data)).toBe(success);
    await unbindTelegram(deps, first);
    expect(await bind(second, data)).toBe(authFailureRelinkTip);
    expect(await bind(first, data)).toBe(authFailureRelinkTip);
    expect(await status(second)).toBe(0);
  });

  it('unbinding leaves the account unbound, is harmless when repeated, and frees it for another Telegram account', async () => {
    const account = await anAccount();
    await bind(account, dataOf());
    await unbindTelegram(deps, account);
    expect(await status(account)).toBe(0);
    await unbindTelegram(deps, account);
    expect(await status(account)).toBe(0);
    expect(await bind(account, dataOf())).toBe(success);
  });

  it('an account a provider made (an e-mail, no password) may unbind its Telegram; one with no e-mail, phone or password keeps it (48009)', async () => {
    const providerMade = (await insertAccount(deps, { password_hash: NO_PASSWORD_VERIFIER })).id;
    expect(await bind(providerMade, dataOf())).toBe(success);
    expect(await unbindTelegram(deps, providerMade)).toMatchObject({ ok: true });
    expect(await status(providerMade)).toBe(0);
    const telegramOnly = await insertAccount(deps, { password_hash: NO_PASSWORD_VERIFIER, email: null }); // prettier-ignore
    expect(await bind(telegramOnly.id, dataOf())).toBe(success);
    expect(await unbindTelegram(deps, telegramOnly.id)).toEqual({
      ok: false,
      error: { kind: 'telegramOnlyWayIn' },
    });
    expect(await status(telegramOnly.id)).toBe(1);
  });

  it('two accounts binding one Telegram account at once: one wins, the other hears it is bound elsewhere', async () => {
    const [first, second] = [await anAccount(), await anAccount()];
    const user = aTelegramUser();
    const [a, b] = [dataOf(user), dataOf(user, deps.clock.now() - 1000)];
    const results = await Promise.all([bind(first, a), bind(second, b)]);
    expect(results.sort()).toEqual([success, telegramAlreadyBind].sort());
    expect((await status(first)) + (await status(second))).toBe(1);
  });
});

describe('the bind call refuses what did not bind (decision 024 ret_codes)', () => {
  it('success is no refusal; each other result is its own', () => {
    expect(bindRefusal(TG_BIND_RESULTS.success)).toBeUndefined();
    expect(bindRefusal(TG_BIND_RESULTS.authFailureRelinkTip)).toEqual({
      kind: 'telegramAuthFailed',
    });
    expect(bindRefusal(TG_BIND_RESULTS.telegramAlreadyBind)).toEqual({
      kind: 'telegramBoundElsewhere',
    });
    expect(bindRefusal(TG_BIND_RESULTS.relinkBybitAccountTip)).toEqual({
      kind: 'accountHasOtherTelegram',
    });
  });
});
