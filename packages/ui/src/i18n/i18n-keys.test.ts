/**
 * Every visible string is a key (docs/engineering.md "Strings are keys"): this test fails on a key used in code that
 * exists in no locale, and reports how much of English each locale covers.
 */
import { describe, expect, it } from 'vitest';
import { ALL_RET_CODES, SPEC_RET_CODE_ROWS, type RuleMessageKey } from '@foyer/contract';
import { NAMESPACES } from './namespaces';

type Json = { [key: string]: string | Json };

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const localeFiles = import.meta.glob<Json>('./locales/*/*.json', {
  import: 'default',
  eager: true,
});

/** locale → set of 'namespace:key.path' */
function keysByLocale(): Map<string, Set<string>> {
  const locales = new Map<string, Set<string>>();
  for (const [path, json] of Object.entries(localeFiles)) {
    const [, locale, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!locale || !namespace) continue;
    const keys = locales.get(locale) ?? new Set<string>();
    flatten(json, `${namespace}:`, keys);
    locales.set(locale, keys);
  }
  return locales;
}

function flatten(json: Json, prefix: string, into: Set<string>, path = ''): void {
  for (const [key, value] of Object.entries(json)) {
    const full = path ? `${path}.${key}` : key;
    if (typeof value === 'string')
      into.add(`${prefix}${full.replace(/_(zero|one|two|few|many|other)$/, '')}`);
    else flatten(value, prefix, into, full);
  }
}

const KEY_LITERAL = new RegExp(`['"\`]((?:${NAMESPACES.join('|')}):[A-Za-z0-9_.-]+)['"\`]`, 'g');

function keysUsedInCode(): Set<string> {
  const used = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const match of text.matchAll(KEY_LITERAL)) used.add(match[1] ?? '');
  }
  return used;
}

// Rule messages reach the screen as `common:${key}`; the record keeps this list complete.
const RULE_KEYS: Record<RuleMessageKey | 'pleaseEnterPassword', true> = {
  pleaseEnterEmail: true,
  invalidMail: true,
  invalidPwd: true,
  pleaseEnterMobile: true,
  invalidPhone: true,
  invalidMobileRemoveZero: true,
  invalidEmailOrMobileFormat: true,
  pleaseSelectCountryCode: true,
  regNoticeContent: true,
  invalidReferralCode: true,
  invalidAffiliateId: true,
  InvalidVerificationCode: true,
  pleaseAcceptTerms: true,
  pleaseEnterPassword: true,
};

describe('translation keys', () => {
  const locales = keysByLocale();
  const english = locales.get('en') ?? new Set<string>();

  it('every key used in code exists in a locale', () => {
    const known = new Set([...locales.values()].flatMap((keys) => [...keys]));
    const used = [...keysUsedInCode(), ...Object.keys(RULE_KEYS).map((key) => `common:${key}`)];
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((key) => !known.has(key))).toEqual([]);
  });

  it('English is complete: every locale key exists in English', () => {
    for (const [locale, keys] of locales) {
      expect(
        [...keys].filter((key) => !english.has(key)),
        locale,
      ).toEqual([]);
    }
  });

  it('reports coverage per locale; Arabic (ar-SA) is fully translated', () => {
    const report = [...locales].map(([locale, keys]) => ({
      locale,
      keys: keys.size,
      coverage: `${Math.round((100 * keys.size) / english.size)}%`,
    }));
    console.table(report);
    expect(locales.get('ar-SA')?.size).toBe(english.size);
  });

  it('reports the toast codes of behaviour §8 without a translated message', () => {
    const toastCodes = ALL_RET_CODES.filter((row) => row.ui.kind === 'toast').map((r) => r.code);
    const untranslated = toastCodes.filter((code) => !english.has(`errors:${code}`));
    console.info('ret_codes shown with the server message:', untranslated.join(', ') || 'none');
    expect(english.has('errors:31002')).toBe(true);
  });

  it("the reference server's own toast codes have the widget's message, so an Arabic page never shows English", () => {
    const ours = ALL_RET_CODES.filter(
      (row) => row.ui.kind === 'toast' && !SPEC_RET_CODE_ROWS.includes(row),
    );
    expect(ours.map((row) => row.code)).toEqual(expect.arrayContaining([39001, 47001, 48001]));
    const untranslated = ours.filter((row) => !english.has(`errors:${row.code}`));
    expect(untranslated.map((row) => row.code)).toEqual([]);
  });
});
