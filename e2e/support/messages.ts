/** The widget's English messages, read from its locale file so tests follow the wording. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const common = JSON.parse(
  readFileSync(join(here, '../../packages/ui/src/i18n/locales/en/common.json'), 'utf8'),
) as Record<string, unknown>;

export function englishMessage(key: string): string {
  const value = common[key];
  if (typeof value !== 'string') throw new Error(`No English message "${key}" in common.json`);
  return value;
}

const appLocales = join(here, '../../apps/web/src/i18n/locales');

/** The web app's security-page text `methods.<key>` in `language` (en, ar-SA or ja-JP). */
function securityText(language: string, key: string): string {
  const security = (
    language === 'en'
      ? JSON.parse(readFileSync(join(appLocales, 'en/app-pages/security.json'), 'utf8'))
      : (
          JSON.parse(readFileSync(join(appLocales, language, 'app.json'), 'utf8')) as {
            security: unknown;
          }
        ).security
  ) as { methods: Record<string, unknown> };
  const value = security.methods[key];
  if (typeof value !== 'string')
    throw new Error(`No security text "methods.${key}" in ${language}`);
  return value;
}

/**
 * The security page's "Link {provider}" button name in `language`, as a pattern: `provider`
 * alone, or any provider when it is a pattern's source (`.+`). The word order is the
 * language's ("Link Google", "Googleを連携").
 */
export function linkButtonName(language: string, provider: string): RegExp {
  const [before = '', after = ''] = securityText(language, 'linkProvider').split('{{provider}}');
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal(before)}${provider}${literal(after)}$`);
}
