/**
 * Remote configuration of the promo panels (behaviour §3 "Promo config entries", §7 POST
 * /v3/config/banner): entries of key, value (a JSON string), language and campaignId.
 */
import { z } from 'zod';
import { defineSchemas } from './define.js';

/** The value of a promo entry, once its JSON is read (behaviour §3: title, subtitle, image, image_link). */
export const promoValueSchema = z.object({
  title: z.string().max(200),
  subtitle: z.string().max(500).optional(),
  /** An http(s) URL or a path on the current origin. */
  image: z.string().max(2048).optional(),
  /** Where the image leads; `{lang}` is replaced by the page language. */
  image_link: z.string().max(2048).optional(),
  /**
   * The server's resized copies of a local `image` (decision 156): a `srcset` per format,
   * paths on this origin at 1x, 2x and 3x (fewer when the source is smaller); never in the file.
   */
  image_set: z.object({ avif: z.string(), webp: z.string() }).optional(),
});
export type PromoValue = z.infer<typeof promoValueSchema>;

export const configEntrySchema = z.object({
  key: z.string(),
  /** JSON text, as behaviour §3 says; read it with promoValueSchema for the promo keys. */
  value: z.string(),
  language: z.string(),
  campaignId: z.string().optional(),
});
export type ConfigEntry = z.infer<typeof configEntrySchema>;

export const bannerConfigSchemas = defineSchemas({
  request: z.object({
    project_name: z.string().max(64).optional(),
    keys: z.array(z.string().max(64)).max(16),
    properties: z.object({ language: z.string().max(16).optional() }).optional(),
  }),
  result: z.object({ list: z.array(configEntrySchema) }),
});
