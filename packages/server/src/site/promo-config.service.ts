/**
 * The promo panels' remote configuration (behaviour §3 "Promo config entries"): a JSON file named by
 * PROMO_CONFIG, `{ "<key>": { "<language>": { title, subtitle, image, image_link } } }`. An
 * entry is answered in the requested language, else its base language ('ar' for 'ar-SA'),
 * else English; a key with none of these is left out, and the widget shows its own panel.
 * An `image` that is a file beside the config is answered as its resized copies (decision 156).
 */
import { DEFAULT_LANGUAGE, type ConfigEntry, type PromoValue } from '@foyer/contract';
import { promoValueSchema } from '@foyer/contract/schemas';
import { z } from 'zod';
import {
  isLocalImage,
  promoImageMaker,
  type PromoImageFile,
  type PromoImageShelf,
} from './promo-images.service.js';

// The resized copies are the server's to name: an `image_set` in the file is dropped.
const fileValueSchema = promoValueSchema.omit({ image_set: true });
const fileSchema = z.record(z.string().max(64), z.record(z.string().max(16), fileValueSchema));
type PromoTable = Record<string, Record<string, PromoValue>>;

export interface PromoConfig {
  entries(keys: readonly string[], language: string): ConfigEntry[];
  /** A resized copy of a promo image by its name (decision 156), or undefined. */
  image(name: string): PromoImageFile | undefined;
}

export const noPromoConfig: PromoConfig = { entries: () => [], image: () => undefined };

/**
 * Reads the file's text and makes the copies of its local images (`baseDir`: the file's
 * folder); throws an Error that says what is wrong, and where.
 */
export async function parsePromoConfig(json: string, baseDir: string): Promise<PromoConfig> {
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
  const { table, shelf } = await withImageCopies(parsed.data, baseDir);
  return {
    image: (name) => shelf.file(name),
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

/** The table with each local image replaced by its copies (in order, one file at a time). */
async function withImageCopies(
  table: PromoTable,
  baseDir: string,
): Promise<{ table: PromoTable; shelf: PromoImageShelf }> {
  const maker = promoImageMaker(baseDir);
  const keys: [string, Record<string, PromoValue>][] = [];
  for (const [key, byLanguage] of Object.entries(table)) {
    const languages: [string, PromoValue][] = [];
    for (const [language, value] of Object.entries(byLanguage)) {
      const { image } = value;
      try {
        const copies = image !== undefined && isLocalImage(image) && (await maker.copiesOf(image));
        languages.push([language, copies ? { ...value, ...copies } : value]);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`${key}.${language}.image: ${reason}`, { cause: error });
      }
    }
    // fromEntries: a key such as "__proto__" stays a key.
    keys.push([key, Object.fromEntries(languages)]);
  }
  return { table: Object.fromEntries(keys), shelf: maker.shelf };
}
