/**
 * VITE_LEGAL_LINKS, the operator's legal addresses per site (decision 128), read when the app is
 * built, since the prerendered first screens carry the links: a JSON table
 * `{"BYBIT": {"terms": "…", "privacy": "…"}, "EU": {…}}`, `{lang}` standing for the page
 * language. A site not named takes the main site's. The build refuses a table it cannot use, so a
 * typo never ships as a dead link.
 */
import { isSiteCode, type LegalLinksTable } from '@foyer/contract';

const ADDRESS = /^(https:\/\/|http:\/\/localhost[:/]|\/(?!\/))/;

export function legalLinksSetting(raw: string | undefined): LegalLinksTable | undefined {
  if (!raw?.trim()) return undefined;
  const fail = (why: string): never => {
    throw new Error(`VITE_LEGAL_LINKS: ${why}`);
  };
  let table: unknown;
  try {
    table = JSON.parse(raw);
  } catch {
    fail('not JSON');
  }
  if (typeof table !== 'object' || table === null || Array.isArray(table)) {
    return fail('not an object of sites');
  }
  for (const [site, links] of Object.entries(table)) {
    if (!isSiteCode(site)) fail(`${site} is no site code`);
    for (const document of ['terms', 'privacy']) {
      const address: unknown = (links as Record<string, unknown> | null)?.[document];
      if (typeof address !== 'string' || !ADDRESS.test(address)) {
        fail(`${site}.${document} must be an https:// address or a path`);
      }
    }
  }
  return table as LegalLinksTable;
}
