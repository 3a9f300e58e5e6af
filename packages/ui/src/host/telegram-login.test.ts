import { describe, expect, it } from 'vitest';
import { takeTelegramLogin } from './telegram-login';
import { mayCarryTelegramLogin } from './telegram-login-loader';

const TELEGRAM =
  'id=42&first_name=Ada%20Byron&last_name=Lovelace&username=ada&photo_url=https%3A%2F%2Ft.me%2Fi%2Fuserpic%2F320%2Fada.jpg&auth_date=1767268800&hash=' +
  'a'.repeat(64);

describe('Telegram Login data on the login URL (behaviour §3 telegram_callback, decision 024)', () => {
  it("reads Telegram's redirect fields into telegram_callback, decoded once, and leaves an empty query", () => {
    const arrival = takeTelegramLogin(`?${TELEGRAM}`);
    expect(arrival.search).toBe('');
    expect(JSON.parse(arrival.telegramCallback ?? '')).toEqual({
      id: '42',
      first_name: 'Ada Byron',
      last_name: 'Lovelace',
      username: 'ada',
      photo_url: 'https://t.me/i/userpic/320/ada.jpg',
      auth_date: '1767268800',
      hash: 'a'.repeat(64),
    });
  });

  it('keeps every other parameter, written exactly as it was (redirect_url must still decode to itself)', () => {
    const arrival = takeTelegramLogin(`?redirect_url=%2Fen%2Fmarkets&${TELEGRAM}&ref=ABC+1`);
    expect(arrival.search).toBe('?redirect_url=%2Fen%2Fmarkets&ref=ABC+1');
    expect(arrival.telegramCallback).toBeDefined();
  });

  it("takes only Telegram's fields: a parameter Telegram did not send is not signed data", () => {
    const arrival = takeTelegramLogin(`?${TELEGRAM}&next=%2Fevil`);
    expect(JSON.parse(arrival.telegramCallback ?? '')).not.toHaveProperty('next');
    expect(arrival.search).toBe('?next=%2Fevil');
  });

  it('the fields Telegram left out stay out (a user without a username or photo)', () => {
    const arrival = takeTelegramLogin(`?id=7&first_name=Bo&auth_date=1&hash=${'b'.repeat(64)}`);
    expect(JSON.parse(arrival.telegramCallback ?? '')).toEqual({
      id: '7',
      first_name: 'Bo',
      auth_date: '1',
      hash: 'b'.repeat(64),
    });
  });

  it('"+" in a value is a space, as in any query string', () => {
    const arrival = takeTelegramLogin(`?id=7&first_name=Ada+Byron&auth_date=1&hash=ff`);
    expect(JSON.parse(arrival.telegramCallback ?? '').first_name).toBe('Ada Byron');
  });

  it('without id, auth_date and hash there is no Telegram data, and the query is left alone', () => {
    for (const search of ['', '?id=5', '?id=5&hash=ff', '?auth_date=1&hash=ff&ref=x']) {
      expect(takeTelegramLogin(search)).toEqual({ telegramCallback: undefined, search });
    }
  });

  it('a Telegram field given twice or undecodable is no data at all, and the query is left alone', () => {
    for (const search of [`?${TELEGRAM}&id=43`, `?${TELEGRAM}&username=%E0%A4%A`]) {
      expect(takeTelegramLogin(search)).toEqual({ telegramCallback: undefined, search });
    }
  });
});

describe('whether the log-in page loads the Telegram reader (decision 024)', () => {
  it('only for an address that names hash and auth_date', () => {
    expect(mayCarryTelegramLogin('?id=1&auth_date=2&hash=ab')).toBe(true);
    expect(mayCarryTelegramLogin('?redirect_url=%2Fx&hash=ab')).toBe(false);
    expect(mayCarryTelegramLogin('?auth_date=2')).toBe(false);
    expect(mayCarryTelegramLogin('')).toBe(false);
  });
});
