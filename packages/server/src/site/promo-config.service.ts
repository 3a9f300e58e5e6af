/**
 * The promo panels' remote configuration (behaviour §3 "Promo config entries"): a JSON file named by
 * PROMO_CONFIG, `{ "<key>": { "<language>": { title, subtitle, image, image_link } } }`. An
 * entry is answered in the requested language, else its base language ('ar' for 'ar-SA'),
 * else English; a key with none of these is left out, and the widget shows its own panel.
 */
import { DEFAULT_LANGUAGE, type ConfigEntry } from '@foyer/contract';
import { promoValueSchema } from '@foyer/contract/schemas';
import { z } from 'zod';

const fileSchema = z.record(z.string().max(64), z.record(z.string().max(16), promoValueSchema));

export interface PromoConfig {
  entries(keys: readonly string[], language: string): ConfigEntry[];
}

export const noPromoConfig: PromoConfig = { entries: () => [] };

/** Reads the file's text; throws an Error that says what is wrong with it. */
export function parsePromoConfig(json: string): PromoConfig {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    throw new Error(`not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = fileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  const table = parsed.data;
  return {
    entries(keys, language) {
      return keys.flatMap((key) => {
        const byLanguage = table[key];
        if (!byLanguage) return [];
        const base = language.split('-')[0] ?? language;
        const chosen = [language, base, DEFAULT_LANGUAGE].find((lang) => byLanguage[lang]);
        if (chosen === undefined) return [];
        return [{ key, value: JSON.stringify(byLanguage[chosen]), language: chosen }];
      });
    },
  };
}
