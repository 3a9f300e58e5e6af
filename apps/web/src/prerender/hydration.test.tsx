/**
 * Decision 050: the browser's first render of a prerendered page is the prerender itself, so
 * React hydrates the pages the build wrote (apps/web/dist/prerendered, `npm run build`)
 * without a mismatch. React's development build reports any difference in text or
 * attributes (its production build checks text only), so this runs in development. Facts
 * only the browser knows (the visitor's theme, the badge's host) arrive right after.
 */
import { StrictMode, act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { preloadWidgetLanguage } from '@foyer/ui';
import { preloadAppLanguage } from '../i18n/app-i18n';
import { Router } from '../routing/router';
import {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PAGES,
  prerenderedFileName,
  type PrerenderedPage,
} from './prerendered';

const BUILT = join(import.meta.dirname, '..', '..', 'dist', 'prerendered');

/** The root of a page the build prerendered, as the browser parses it. */
function builtRoot(lang: string, page: PrerenderedPage): HTMLElement {
  const file = join(BUILT, lang, prerenderedFileName(page));
  if (!existsSync(file)) throw new Error(`No ${file}: run \`npm run build\` first.`);
  const parsed = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/html');
  const root = parsed.getElementById('root');
  if (!root?.hasAttribute(PRERENDERED_ATTRIBUTE))
    throw new Error(`${file} has no prerendered root`);
  return document.adoptNode(root);
}

function pageOf(page: string, registerType?: string): PrerenderedPage {
  const found = PRERENDERED_PAGES.find(
    (entry) => entry.page === page && entry.registerType === registerType,
  );
  if (!found) throw new Error(`no prerendered ${page} ${registerType ?? ''}`);
  return found;
}

describe('a prerendered first screen hydrates as it is (decision 050)', () => {
  beforeEach(() => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    // The flows ask the API when they mount; no answer is needed here.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
    document.body.replaceChildren();
  });

  async function hydrate(
    lang: string,
    page: PrerenderedPage,
    before?: (root: HTMLElement) => void,
  ) {
    window.history.replaceState(null, '', `/${lang}/${page.page}`);
    const root = builtRoot(lang, page);
    document.body.append(root);
    before?.(root);
    // As main.tsx does before hydrating.
    await Promise.all([preloadWidgetLanguage(lang), preloadAppLanguage(lang)]);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        root,
        <StrictMode>
          <Router>
            <App initialTheme="dark" registerType={page.registerType} prerendered />
          </Router>
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    return { root, errors, recoverable };
  }

  it('a returning visitor: the log-in tab they chose last opens once hydrated, with no mismatch', async () => {
    localStorage.setItem('foyer_login_tab', 'mobile');
    const { root, errors, recoverable } = await hydrate('en', pageOf('login'));
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    const selected = root.querySelector('[role="tab"][aria-selected="true"]');
    expect(selected).toHaveTextContent('Mobile');
    // The form follows the tab: its method moved to mobile too.
    expect(root.querySelector('input[type="email"]')).toBeNull();
  });

  it('keeps what the visitor typed before the script arrived, through hydration and the renders after', async () => {
    const { root, errors } = await hydrate('en', pageOf('login'), (page) => {
      page.querySelector<HTMLInputElement>('input[type="email"]')!.value = 'early@example.com';
      page.querySelector<HTMLInputElement>('input[type="password"]')!.value = 'typed-early';
    });
    expect(errors).not.toHaveBeenCalled();
    expect(root.querySelector('input[type="email"]')).toHaveValue('early@example.com');
    expect(root.querySelector('input[type="password"]')).toHaveValue('typed-early');
    // The badge's host came in a render after hydration: the values survived it.
    expect(root.querySelector('bdi')).toHaveTextContent('localhost');
  });

  it.each([
    ['en', pageOf('login')],
    ['ar-SA', pageOf('register', 'oldCode')],
  ])(
    '%s %o: the submit button is disabled until the page hydrates, so the browser never sends the form itself',
    async (lang, page) => {
      const { root } = await hydrate(lang, page, (prerendered) => {
        expect(prerendered.querySelector('button[type="submit"]')).toBeDisabled();
        // Sign-up's button also waits for the terms: ticked before the script, as a visitor may.
        const terms = prerendered.querySelector<HTMLInputElement>('input[type="checkbox"]');
        if (terms) terms.checked = true;
      });
      expect(root.querySelector('button[type="submit"]')).toBeEnabled();
    },
  );

  it.each([
    ['en', pageOf('login')],
    ['ar-SA', pageOf('login')],
    ['en', pageOf('register', 'oldCode')],
    ['ar-SA', pageOf('register', 'newCode')],
    ['en', pageOf('register')],
  ])('%s %o: no mismatch, then the visitor’s theme', async (lang, page) => {
    const { root, errors, recoverable } = await hydrate(lang, page);
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(root.querySelector('.foyer-root')).toHaveAttribute('data-theme', 'dark');
    if (page.page === 'login') expect(root.querySelector('bdi')).toHaveTextContent('localhost');
  });
});
