/**
 * Telegram Login data brought to the login page (behaviour §3 telegram_callback; decision 024).
 * Telegram's Login Widget, with `data-auth-url` pointing at `/{lang}/login`, redirects the
 * visitor there with its fields as query parameters (Telegram Login Widget, docs/engineering.md "Sources"). The host reads
 * them once, takes them off the address bar, and hands them to the widget as the
 * `telegramCallback` option: the JSON text of an object of those fields, which the widget
 * sends with the log-in and the server verifies.
 */
import {
  TELEGRAM_LOGIN_FIELDS,
  TELEGRAM_LOGIN_REQUIRED_FIELDS,
  type TelegramLoginField,
} from '@foyer/contract';

export interface TelegramArrival {
  /** The telegram_callback to send, or undefined when the query holds no Telegram data. */
  telegramCallback: string | undefined;
  /** The query string without Telegram's fields ('' or '?…'), for the address bar. */
  search: string;
}

const FIELDS: ReadonlySet<string> = new Set(TELEGRAM_LOGIN_FIELDS);

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * Reads Telegram's fields from a query string. Only a set with id, auth_date and hash counts
 * (a stray `id` is someone else's parameter), each field once; values are decoded once and
 * kept as received. Every other parameter stays in `search` exactly as it was written.
 */
export function takeTelegramLogin(search: string): TelegramArrival {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const found: Partial<Record<TelegramLoginField, string>> = {};
  const kept: string[] = [];
  let ambiguous = false;
  for (const part of query.split('&')) {
    if (part === '') continue;
    const separator = part.indexOf('=');
    const key = decode(separator === -1 ? part : part.slice(0, separator));
    const value = decode(separator === -1 ? '' : part.slice(separator + 1));
    if (key === undefined || !FIELDS.has(key)) {
      kept.push(part);
      continue;
    }
    // A field given twice, or undecodable, leaves no one set of data to check.
    ambiguous ||= value === undefined || key in found;
    found[key as TelegramLoginField] = value ?? '';
  }
  const complete = TELEGRAM_LOGIN_REQUIRED_FIELDS.every((field) => found[field]);
  if (!complete || ambiguous) return { telegramCallback: undefined, search };
  const fields = Object.fromEntries(
    TELEGRAM_LOGIN_FIELDS.filter((field) => found[field] !== undefined).map((field) => [
      field,
      found[field],
    ]),
  );
  return {
    telegramCallback: JSON.stringify(fields),
    search: kept.length > 0 ? `?${kept.join('&')}` : '',
  };
}
