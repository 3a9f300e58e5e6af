/**
 * The server's e-mail and SMS texts in every language that has them (decision 078): each
 * `locales/{language}.json` is found by listing the folder, so a translation dropped in needs
 * no code change. A message is in the language of the request that caused it (the widget's
 * `Lang` header, `requestLanguage`, passed down by the routes), a key missing in it is read
 * through the language's chain (decision 077), then in English, by the widget's own rule (the
 * contract's `findText`: plural forms, `{{name}}` values).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_LANGUAGE,
  findText,
  interpolate,
  dateFormat,
  languageChain,
  tableLanguage,
  type Texts,
} from '@foyer/contract';

export type { Texts };

export const BRAND = 'Foyer';

/** The folder of the catalogs: beside this file in the sources, the sources' from dist/. */
function localesFolder(): string {
  const beside = fileURLToPath(new URL('./locales/', import.meta.url));
  return existsSync(beside)
    ? beside
    : fileURLToPath(new URL('../../src/messages/locales/', import.meta.url));
}

let catalogs: Map<string, Texts> | undefined;

/** Every language's catalog, read once. */
export function messageCatalogs(): Map<string, Texts> {
  if (!catalogs) {
    const folder = localesFolder();
    catalogs = new Map(
      readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [
          file.slice(0, -'.json'.length),
          JSON.parse(readFileSync(`${folder}${file}`, 'utf8')) as Texts,
        ]),
    );
  }
  return catalogs;
}

/**
 * The language of a request's messages: its `Lang` header, else the `lang` field of its body
 * (behaviour §3: the send-code and register payloads carry it), else its `lang` query, when
 * the table knows it; else English. Routes hand it to the services that send messages
 * (`withLanguage`, http/context.ts), which pass it to the message builders (decision 098).
 */
export function requestLanguage(request: {
  headers: Record<string, unknown>;
  body?: unknown;
  query?: unknown;
}): string {
  const field = (from: unknown) => {
    const lang = (from as { lang?: unknown } | null | undefined)?.lang;
    return typeof lang === 'string' ? lang : undefined;
  };
  const lang = field(request.headers) ?? field(request.body) ?? field(request.query);
  return tableLanguage(lang) ?? DEFAULT_LANGUAGE;
}

export type MessageValues = Readonly<Record<string, string | number>>;
/** `t('registerCode.subject', { code })`: the text in the message's language. */
export type MessageT = (key: string, values?: MessageValues) => string;

/** The texts of one language: `t`, and its Intl formatting of dates. */
export interface MessageTexts {
  language: string;
  t: MessageT;
  /** A moment as date and time in UTC, in the language's own way ('2026-11-26 13:05 UTC'). */
  utc(at: number): string;
}

/** The texts of a language, key by key through its chain. */
export function messageTexts(language: string): MessageTexts {
  const chain = languageChain(language);
  const all = messageCatalogs();
  const t: MessageT = (key, values = {}) => {
    const count = typeof values.count === 'number' ? values.count : undefined;
    const text = findText(chain, (code) => all.get(code), key, count);
    if (text === undefined) throw new Error(`message text ${key} is in no catalog`);
    return interpolate(text, { brand: BRAND, ...values });
  };
  return { language, t, utc: (at) => `${utcFormat(language).format(at)} UTC` };
}

const utcFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A language's date and time format, made once: making one costs more than the rest of a
 * message (issue 16: 7 % of a code send's CPU when every message made its own).
 */
function utcFormat(language: string): Intl.DateTimeFormat {
  const known = utcFormats.get(language);
  if (known) return known;
  const format = dateFormat(language, { date: 'medium', time: 'short', utc: true });
  // Kept for the table's languages only, so no caller's text can grow the map.
  if (tableLanguage(language) === language) utcFormats.set(language, format);
  return format;
}
