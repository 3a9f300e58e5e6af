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
