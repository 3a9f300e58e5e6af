/** Public look-ups: countries and the visitor's country (behaviour §7). */
import { z } from 'zod';
import { defineSchemas } from './define.js';

/** A country: ISO code, calling code, English name and the name in the request language. */
export const countrySchema = z
  .object({
    code: z.string(),
    area_code: z.string(),
    name_en: z.string(),
  })
  .catchall(z.string());
export type Country = z.infer<typeof countrySchema>;

export const countryListSchemas = defineSchemas({
  request: z.object({}),
  result: z.array(countrySchema),
});

export const visitorCountrySchemas = defineSchemas({
  request: z.object({}),
  result: z.object({ country_code: z.string() }),
});
