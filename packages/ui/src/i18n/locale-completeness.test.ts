/**
 * Every translation is complete (behaviour §9, decision 077): the widget's, the app's and the
 * server's texts of every language with a folder or file of its own, found by listing them,
 * so a translation dropped in is checked with no change here. See locale-check.ts.
 */
import { describe, expect, it } from 'vitest';
import { ALL_RET_CODES, TG_BIND_RESULTS, type RuleMessageKey } from '@foyer/contract';
import type { RetentionVariant } from '../shells/retention/retention-variant';
import { checkTranslation, flatten, type Json } from './locale-check';
import { NAMESPACES } from './namespaces';

const widgetFiles = import.meta.glob<Json>('./locales/*/*.json', {
  import: 'default',
  eager: true,
});
const appFiles = import.meta.glob<Json>('../../../../apps/web/src/i18n/locales/**/*.json', {
  import: 'default',
  eager: true,
});
const serverFiles = import.meta.glob<Json>('../../../server/src/messages/locales/*.json', {
  import: 'default',
  eager: true,
});

const widgetSources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const appSources = import.meta.glob<string>(
  ['../../../../apps/web/src/**/*.{ts,tsx}', '!../../../../apps/web/src/**/*.test.{ts,tsx}'],
  { query: '?raw', import: 'default', eager: true },
);
const serverSources = import.meta.glob<string>(
  ['../../../server/src/**/*.ts', '!../../../server/src/**/*.test.ts'],
  { query: '?raw', import: 'default', eager: true },
);

/** The Telegram bind failures (`tg_bind_result`), each of which has its own text somewhere. */
const BIND_FAILURES = Object.values(TG_BIND_RESULTS).filter((result) => result !== 'success');
const RETENTION_VARIANTS: readonly RetentionVariant[] = ['affiliate', 'referral', 'normal'];

/** The rules' messages, built as `common:${rule}`. */
const RULE_MESSAGES: readonly (RuleMessageKey | 'pleaseEnterPassword')[] = [
  'pleaseEnterEmail',
  'invalidMail',
  'invalidPwd',
  'pleaseEnterMobile',
  'invalidPhone',
  'invalidMobileRemoveZero',
  'invalidEmailOrMobileFormat',
  'pleaseSelectCountryCode',
  'regNoticeContent',
  'invalidReferralCode',
  'invalidAffiliateId',
  'InvalidVerificationCode',
  'pleaseAcceptTerms',
  'pleaseEnterPassword',
];
/**
 * Keys built from a value that no source names whole nor as a template (`templateKeys`), each
 * listed with the code that builds it. Nothing looser counts as a use: a key's last part alone
 * (`title`) would be found everywhere, so an unused `….title` was never reported.
 */
const BUILT = new Set([
  ...RULE_MESSAGES.map((key) => `common:${key}`),
  ...ALL_RET_CODES.flatMap((row) => [
    `errors:${row.code}`,
    ...Object.values(row.toastAs ?? {}).map((code) => `errors:${code}`),
  ]),
  // upgrade-notice.view.tsx: `${texts}.reasons.${reason}`, else `${texts}.body`.
  'loginDialogs:upgrade.body',
  'loginDialogs:upgrade.signUp.body',
  ...BIND_FAILURES.flatMap((reason) => [
    `loginDialogs:upgrade.reasons.${reason}`,
    `loginDialogs:upgrade.signUp.reasons.${reason}`,
  ]),
  // retention-dialog.view.tsx: `retention.${offer.variant}` and its parts.
  ...RETENTION_VARIANTS.flatMap((variant) =>
    ['title', 'description', 'cardLabel'].map(
      (part) => `registerExtras:retention.${variant}.${part}`,
    ),
  ),
]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The keys a source builds in a template literal whose fixed start names a namespace or a path
 * (`app:host.flags.${flag}`, `wrongCodeBudget.codes.${purpose}`): each `${…}` stands for one
 * part of the path, so `app:host.flags.${flag}` names `app:host.flags.hideLogin`, not
 * `app:host.flags.old.title`.
 */
function templateKeys(code: string): RegExp[] {
  const patterns: RegExp[] = [];
  for (const [, template = ''] of code.matchAll(
    /`([\w:.-]+\.(?:[\w:.-]*\$\{[^}`]*\})+[\w:.-]*)`/g,
  )) {
    const fixed = template.split(/\$\{[^}]*\}/);
    patterns.push(new RegExp(`^${fixed.map(escape).join('[^.:]+')}$`));
  }
  return patterns;
}

/**
 * English keys no source names: not as `namespace:path` (whole: `tpl.affiliate` is not named by
 * `tpl.affiliateNamed`), not as the path alone in quotes, not built in a template literal
 * (`templateKeys`), and not listed as built (`BUILT`).
 */
function unusedKeys(namespaces: Record<string, Json>, sources: Record<string, string>): string[] {
  const code = Object.values(sources).join('\n');
  const templates = templateKeys(code);
  const unused = new Set<string>();
  for (const [namespace, texts] of Object.entries(namespaces)) {
    for (const path of flatten(texts).keys()) {
      const key = path.replace(/_(zero|one|two|few|many|other)$/, '');
      const named =
        BUILT.has(`${namespace}:${key}`) ||
        new RegExp(`${escape(`${namespace}:${key}`)}(?![\\w.-])`).test(code) ||
        new RegExp(`['"\`]${escape(key)}['"\`]`).test(code) ||
        templates.some((template) => template.test(`${namespace}:${key}`) || template.test(key));
      if (!named) unused.add(`${namespace}:${key}`);
    }
  }
  return [...unused];
}

/**
 * Texts that are the same as English on purpose: in every language (brands, codes, examples),
 * or in one language whose own word is the English one ('it-IT common:email').
 */
const SAME_AS_ENGLISH = new Set<string>([
  'common:emailPlaceholder',
  'thirdParty:providers.google',
  'thirdParty:providers.apple',
  'thirdParty:providers.telegram',
  'app:titleFormat',
  'app:security.twoFactor',
  'app:security.methods.providers.google',
  'app:security.methods.providers.apple',
  'app:security.methods.telegram',
  'app:miniApp.title',
  // The region's name alone, in the languages that need no words around it.
  'loginDialogs:siteJump.regionSite',
  ...['fr-FR', 'it-IT', 'vi-VN'].map((language) => `${language} restrictions:places.CA-ON`),
  'fr-FR common:mobile',
  'fr-FR qr:tab',
  'fr-FR app:host.options',
  'fr-FR app:helpCenter.message',
  'fr-FR app:host.site',
  'fr-FR app:host.page',
  'pt-BR app:host.site',
  'pt-PT app:host.site',
  'de-DE app:titles.dashboard',
  'de-DE app:host.modal',
  'de-DE app:host.region',
  ...['de-DE', 'id-ID', 'it-IT'].flatMap((language) => [
    `${language} app:activate.browser`,
    `${language} app:qrLogin.browser`,
  ]),
  ...['id-ID', 'it-IT', 'vi-VN'].flatMap((language) => [
    `${language} common:email`,
    `${language} app:dashboard.email`,
  ]),
  'it-IT common:password',
  'it-IT app:activate.account',
  'it-IT app:security.passwordLabel',
]);

/** language → namespace → texts, from paths '…/locales/{language}/{namespace}.json'. */
function byLanguage(
  files: Record<string, Json>,
  pattern: RegExp,
): Map<string, Record<string, Json>> {
  const languages = new Map<string, Record<string, Json>>();
  for (const [path, json] of Object.entries(files)) {
    const [, language, namespace] = pattern.exec(path) ?? [];
    if (!language || !namespace) continue;
    languages.set(language, { ...languages.get(language), [namespace]: json });
  }
  return languages;
}

const widget = byLanguage(widgetFiles, /locales\/([^/]+)\/([^/]+)\.json$/);
const app = byLanguage(appFiles, /locales\/([^/]+)\/(app)\.json$/);
const appPages = byLanguage(appFiles, /locales\/(en)\/app-pages\/([^/]+)\.json$/);
const server = new Map(
  Object.entries(serverFiles).map(([path, json]) => [
    /([^/]+)\.json$/.exec(path)?.[1] ?? path,
    json,
  ]),
);

const englishApp: Json = { ...app.get('en')?.app, ...appPages.get('en') };
const englishServer = server.get('en') ?? {};

describe('every translation is complete', () => {
  it('finds the languages by their folders and files', () => {
    expect(widget.has('en') && widget.has('ar-SA')).toBe(true);
    expect(app.has('ar-SA')).toBe(true);
    expect(Object.keys(englishServer).length).toBeGreaterThan(5);
    console.info(
      'translated:',
      `widget ${[...widget.keys()].join(' ')};`,
      `app ${[...app.keys()].join(' ')};`,
      `server ${[...server.keys()].join(' ')}`,
    );
  });

  it("the widget's texts: every English key, placeholder, tag and plural form in every language", () => {
    const english = widget.get('en') ?? {};
    const problems = [...widget]
      .filter(([language]) => language !== 'en')
      .flatMap(([language, namespaces]) => [
        ...NAMESPACES.filter((namespace) => !namespaces[namespace]).map(
          (namespace) => `${language} ${namespace}: no file`,
        ),
        ...NAMESPACES.flatMap((namespace) =>
          checkTranslation(
            language,
            namespace,
            english[namespace] ?? {},
            namespaces[namespace] ?? {},
            {
              sameAsEnglish: SAME_AS_ENGLISH,
            },
          ),
        ),
      ]);
    expect(problems).toEqual([]);
  });

  it("the app's texts (shell and every page section) in every language", () => {
    const problems = [...app]
      .filter(([language]) => language !== 'en')
      .flatMap(([language, { app: texts }]) =>
        checkTranslation(language, 'app', englishApp, texts ?? {}, {
          sameAsEnglish: SAME_AS_ENGLISH,
        }),
      );
    expect(problems).toEqual([]);
  });

  it("the server's e-mails and SMS in every language", () => {
    const problems = [...server]
      .filter(([language]) => language !== 'en')
      .flatMap(([language, texts]) =>
        checkTranslation(language, 'server', englishServer, texts, {
          sameAsEnglish: SAME_AS_ENGLISH,
        }),
      );
    expect(problems).toEqual([]);
  });
});

describe('no unused English keys', () => {
  it("the widget's, the app's and the server's English keys are each named by their code", () => {
    expect({
      widget: unusedKeys(widget.get('en') ?? {}, widgetSources),
      app: unusedKeys({ app: englishApp }, appSources),
      server: unusedKeys({ server: englishServer }, serverSources),
    }).toEqual({ widget: [], app: [], server: [] });
  });

  it('finds a key nothing names (fixture)', () => {
    expect(
      unusedKeys({ recovery: { backToLogin: 'Back', title: 'T' } }, { a: "t('recovery:title')" }),
    ).toEqual(['recovery:backToLogin']);
  });

  it('an unused key is reported though its last part is named elsewhere (fixture)', () => {
    const english = { loginView: { verifiedSite: { badge: 'Verified', label: 'Site' } } };
    const code = {
      a: "t('loginView:verifiedSite.badge'); const label = styles.label; title: 'label'",
    };
    expect(unusedKeys(english, code)).toEqual(['loginView:verifiedSite.label']);
  });

  it('a key is not named by a longer key that starts with it (fixture)', () => {
    const english = { referral: { tpl: { affiliate: 'A', affiliateNamed: 'B {{nickname}}' } } };
    expect(unusedKeys(english, { a: "t('referral:tpl.affiliateNamed')" })).toEqual([
      'referral:tpl.affiliate',
    ]);
  });

  it('a template literal names one part per value, no deeper (fixture)', () => {
    const english = { app: { host: { flags: { hideLogin: 'H', old: { title: 'O' } } } } };
    expect(unusedKeys(english, { a: 't(`app:host.flags.${flag}`)' })).toEqual([
      'app:host.flags.old.title',
    ]);
  });
});

describe('the check fails on what is wrong (a fixture language)', () => {
  const english = {
    title: 'Log in',
    hello: 'Hello {{name}}, read <link>the terms</link>',
    codes_one: '{{count}} code',
    codes_other: '{{count}} codes',
  };

  it('a missing key', () => {
    const problems = checkTranslation('de-DE', 'login', english, {
      hello: 'Bonjour {{name}}, lisez <link>les conditions</link>',
      codes_one: '{{count}} code',
      codes_other: '{{count}} codes',
    });
    expect(problems).toEqual(['de-DE login:title: missing']);
  });

  it('a placeholder or tag lost, a key English lacks, English left as it was', () => {
    const problems = checkTranslation('de-DE', 'login', english, {
      title: 'Log in',
      hello: 'Bonjour, lisez les conditions',
      codes_one: '{{count}} code',
      codes_other: '{{count}} codes',
      extra: 'En trop',
    });
    expect(problems).toEqual([
      'de-DE login:title: the same as English (list it in SAME_AS_ENGLISH if meant)',
      'de-DE login:hello: placeholders or tags "", English has "</link> <link> {{name}}"',
      'de-DE login:extra: not an English key',
    ]);
    expect(
      checkTranslation(
        'de-DE',
        'login',
        { title: 'Foyer' },
        { title: 'Foyer' },
        {
          sameAsEnglish: new Set(['login:title']),
        },
      ),
    ).toEqual([]);
  });

  it("the language's own CLDR plural categories: Arabic's six, Japanese's one", () => {
    const arabic = checkTranslation(
      'ar-SA',
      'login',
      { codes_one: 'x', codes_other: 'y' },
      {
        codes_one: 'رمز',
        codes_other: 'رموز',
      },
    );
    expect(arabic.sort()).toEqual([
      'ar-SA login:codes_few: missing',
      'ar-SA login:codes_many: missing',
      'ar-SA login:codes_two: missing',
      'ar-SA login:codes_zero: missing',
    ]);
    const japanese = checkTranslation(
      'ja-JP',
      'login',
      { codes_one: 'x', codes_other: 'y' },
      {
        codes_one: 'コード',
        codes_other: 'コード',
      },
    );
    expect(japanese).toEqual(['ja-JP login:codes_one: not a plural category of ja-JP (other)']);
  });
});
