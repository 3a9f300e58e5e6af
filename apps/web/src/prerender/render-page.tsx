/**
 * The build-time render of a first screen (decision 050), bundled by `vite build --ssr` and
 * run by build/prerender.ts. It renders the app as the browser's hydrating render will: the
 * route's page in its language, the 'system' theme, and none of the facts only a browser
 * knows (they are read after hydration).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { directionOf, preloadWidgetLanguage } from '@foyer/ui';
import { App } from '../app';
import { DEFAULT_LANGUAGE } from '@foyer/contract';
import { createAppI18n, preloadAppLanguage } from '../i18n/app-i18n';
import { APP_LOCALE_LANGUAGES } from '../i18n/app-locale-loader';
import { Router } from '../routing/router';
import { BRAND } from '../app-shell/brand';
import type { PrerenderedPage } from './prerendered';

export {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PAGES,
  REGISTER_TYPE_ATTRIBUTE,
  prerenderedFileName,
} from './prerendered';

/** Prerendered in English and in every language the app has texts for (by folder, 077). */
export const PRERENDERED_LANGUAGES: readonly string[] = [DEFAULT_LANGUAGE, ...APP_LOCALE_LANGUAGES];

export interface RenderedPage {
  /** The root's content. */
  html: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
}

/**
 * Renders a page to HTML once everything it shows has loaded (lazy parts included). Any
 * error fails the build: React would otherwise ship the page half rendered, leaving the rest
 * to the browser.
 */
export async function renderPage(
  lang: string,
  { page, title: titleKey, registerType }: PrerenderedPage,
): Promise<RenderedPage> {
  const path = `/${lang}/${page}`;
  await Promise.all([preloadWidgetLanguage(lang), preloadAppLanguage(lang)]);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router staticLocation={path}>
        <App initialTheme="light" registerType={registerType} prerendered />
      </Router>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw new AggregateError(errors, `${path} did not render`);
  const { t } = createAppI18n(lang);
  return {
    html: Buffer.concat(chunks).toString('utf8'),
    lang,
    dir: directionOf(lang),
    title: t('app:titleFormat', { page: t(titleKey), brand: BRAND.name }),
  };
}
