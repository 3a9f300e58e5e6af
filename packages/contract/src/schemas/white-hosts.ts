/** The provider's own domains a post-login redirect may go to (behaviour §7 get-white-hosts, §2). */
import { z } from 'zod';
import { defineSchemas } from './define.js';

export const whiteHostsSchemas = defineSchemas({
  request: z.object({}),
  /** Host names; each covers its subdomains (docs/decisions/020). */
  result: z.object({ hosts: z.array(z.string()) }),
});
