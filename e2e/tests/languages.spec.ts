import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PSEUDO_LANGUAGE, RTL_LANGUAGES, TABLE_LANGUAGES, languageChain } from '@foyer/contract';
import { builtAssets, builtFilesOf, sourcesOf } from '../support/built-chunks.js';
import { saveScreenshot } from '../support/fixtures.js';
import { pointerArrives } from '../support/journeys.js';
import { rawKeyIn } from '../support/raw-keys.js';

// Behaviour §9, decision 077: a cheap render sweep of log-in and sign-up in every language of
// the table. Which languages have texts is read from the folders, as the app finds them, so a
// translation dropped in is swept as translated. A few are photographed to be looked at: the
// right-to-left one, scripts of other widths and the pseudo-locale.

const appLocales = new URL('../../apps/web/src/i18n/locales/', import.meta.url);
const withTexts = new Set(
  readdirSync(appLocales).filter(
    (language) => language !== 'en' && existsSync(new URL(`${language}/app.json`, appLocales)),
  ),
);
/** Whether a language reads texts other than English (its own or its chain's). */
const translated = (language: string) =>
  languageChain(language).some((code) => withTexts.has(code));

const PHOTOGRAPHED = new Set(['ar-SA', 'ja-JP', 'th-TH', 'ru-RU', PSEUDO_LANGUAGE]);
const ENGLISH_TITLES = { login: 'Log in | Foyer', register: 'Sign up | Foyer' };
test('the sweep finds a raw key with or without its namespace, and no address', () => {
  // What the translator shows of a missing key (decision 052), and a page with no translator.
  expect(rawKeyIn('Enter the code verify.carrierNotice')).toBe('verify.carrierNotice');
  expect(rawKeyIn('dialogs.locked.title')).toBe('dialogs.locked.title');
  expect(rawKeyIn('ログインverify.spamHint')).toBe('verify.spamHint');
  expect(rawKeyIn('login:title')).toBe('login:title');
  // Addresses, sentences and abbreviations are not keys.
  expect(
    rawKeyIn('Sent to someone@example.com. See https://foyer.test/en/login or www.foyer.test'),
  ).toBe(undefined);
  expect(rawKeyIn('Done. Next, e.g. a code; 1.5 MB; Foyer.com')).toBe(undefined);
});

// One short test a language (two page loads each), so a slow machine never runs out of one
// test's time and a failure names its language.
for (const language of [...TABLE_LANGUAGES, PSEUDO_LANGUAGE]) {
  test(`log-in and sign-up render in ${language}: lang, dir, no raw key, translated title`, async ({
    page,
  }, testInfo) => {
    expect(withTexts.has('ar-SA')).toBe(true);
    const problems: string[] = [];
    for (const view of ['login', 'register'] as const) {
      const path = `/${language}/${view}`;
      await page.goto(path);
      await expect(page.locator('input[type="email"], input[type="tel"]').first()).toBeVisible();
      // The visitor's pointer arrives: the app, with its lazy parts, follows (decision 136).
      await pointerArrives(page);
      // The lazy parts too (the third-party block, the language picker): their texts are swept
      // and photographed with the rest: the picker shown, and nothing left loading.
      await expect(page.locator('.app-language-picker select')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const html = page.locator('html');
      await expect(html, path).toHaveAttribute('lang', language);
      const rtl = (RTL_LANGUAGES as readonly string[]).includes(language);
      await expect(html, path).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr');
      const text = await page.locator('body').innerText();
      const rawKey = rawKeyIn(text);
      if (rawKey) problems.push(`${path}: raw key ${rawKey}`);
      if (text.includes('{{')) problems.push(`${path}: a placeholder left`);
      if (PHOTOGRAPHED.has(language)) await saveScreenshot(page, testInfo, `${language}-${view}`);
      const title = await page.title();
      const english = title === ENGLISH_TITLES[view];
      if (translated(language) || language === PSEUDO_LANGUAGE) {
        if (english) problems.push(`${path}: title in English`);
      } else if (!english) problems.push(`${path}: title "${title}", English expected`);
    }
    expect(problems).toEqual([]);
  });
}

test('the picker changes the language with no reload: the URL, lang and dir follow', async ({
  page,
}) => {
  await page.goto('/en/login');
  await pointerArrives(page);
  const picker = page.getByRole('combobox', { name: 'Language' });
  await expect(picker).toBeVisible();
  // Each language in its own name; the pseudo-locale is not offered.
  await expect(picker.locator('option[value="ja-JP"]')).toHaveText('日本語 (日本)');
  await expect(picker.locator(`option[value="${PSEUDO_LANGUAGE}"]`)).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await picker.selectOption('ar-SA');
  await expect(page).toHaveURL(/\/ar-SA\/login$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
  await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar-SA');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

// Decision 077 "Loading": a page fetches the texts of its language's chain only, each language
// whole, in one file for the widget and one for the app. Which built chunk holds which
// language's texts is read from the built loaders' maps of languages (the app the server
// serves); what a chunk was made of, from its source map.

/** Built chunk → the texts file it is (`ja-JP/index.ts`: the widget's, `ja-JP/app.json`). */
function textChunks(): Map<string, string> {
  const loaders = builtFilesOf(/\/(app-)?locale-loader\.[jt]s$/);
  const entry =
    /"\.\/locales\/([^/"]+\/(?:index\.ts|app\.json))":\(\)=>\w+\(\(\)=>import\("\.\/([^"]+)"\)/g;
  return new Map(
    loaders.flatMap((loader) =>
      [...readFileSync(new URL(loader, builtAssets), 'utf8').matchAll(entry)].map(
        ([, texts = '', chunk = '']) => [chunk, texts] as const,
      ),
    ),
  );
}

/** The widget's locale files (`ja-JP/login.json`) a built chunk was made from. */
function localeFilesOf(chunk: string): string[] {
  return sourcesOf(chunk).flatMap((source) => {
    const file = /i18n\/locales\/([^/]+\/[^/]+\.json)/.exec(source)?.[1];
    return file ? [file] : [];
  });
}

test("a ja-JP log-in page fetches no other language's texts, and Japanese whole, one file per translator", async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/assets\/[^/]+\.js$/.test(pathname)) chunks.push(pathname.slice('/assets/'.length));
  });
  await page.goto('/ja-JP/login');
  await pointerArrives(page);
  // The picker comes after hydration, which awaited the texts.
  await expect(page.getByRole('combobox', { name: '言語' })).toBeVisible();
  await expect(page.locator('input[type="email"], input[type="tel"]').first()).toBeVisible();

  const texts = textChunks();
  expect(texts.size).toBeGreaterThan(20);
  const received = chunks.filter((chunk) => texts.has(chunk));
  expect(received.map((chunk) => texts.get(chunk)).sort()).toEqual([
    'ja-JP/app.json',
    'ja-JP/index.ts',
  ]);
  // The widget's file holds every namespace of the language, not the first screen's only.
  const widget = received.find((chunk) => texts.get(chunk) === 'ja-JP/index.ts') ?? '';
  const everyNamespace = readdirSync(
    new URL('../../packages/ui/src/i18n/locales/ja-JP/', import.meta.url),
  )
    .filter((file) => file.endsWith('.json'))
    .map((file) => `ja-JP/${file}`);
  expect(localeFilesOf(widget).sort()).toEqual(everyNamespace.sort());
  // English is read behind every language (its chain's last); nothing else is.
  const others = chunks.flatMap(localeFilesOf).filter((file) => !/^(ja-JP|en)\//.test(file));
  expect(others).toEqual([]);
});
