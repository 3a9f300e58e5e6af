/** Public look-ups: countries and the visitor's country (SPEC §7). */
import { z } from 'zod';
import { defineCall } from './call.js';

/** A country: ISO code, calling code, English name and the name in the request language. */
export const countrySchema = z
  .object({
    code: z.string(),
    area_code: z.string(),
    name_en: z.string(),
  })
  .catchall(z.string());
export type Country = z.infer<typeof countrySchema>;

export const countryListCall = defineCall({
  method: 'GET',
  path: '/v2/public/country-list',
  request: z.object({}),
  result: z.array(countrySchema),
  private: false,
});

export const visitorCountryCall = defineCall({
  method: 'GET',
  path: '/register/countryCode',
  request: z.object({}),
  result: z.object({ country_code: z.string() }),
  private: false,
});
