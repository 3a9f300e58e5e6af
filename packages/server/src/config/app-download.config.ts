/**
 * Where the exchange's app is got, per site (docs/decisions/132), answered by /v3/config/web as
 * its `download` part: the web app's /{lang}/download page shows it, and a sign-up finished on a
 * phone goes there when the site's entry says so.
 */
import { SITE_CODES, type SiteCode } from '@foyer/contract';
import { appDownloadSchema } from '@foyer/contract/schemas';
import { z } from 'zod';
import { isLoopbackHostname, setting } from './settings.js';

export type AppDownload = z.infer<typeof appDownloadSchema>;

/** The addresses of an entry: each is followed by a visitor's phone, so https only. */
const ADDRESS_FIELDS = ['app_store', 'google_play', 'apk', 'qr_url'] as const;

/** The main site: a site the setting does not name takes its entry. */
const MAIN_SITE: SiteCode = 'BYBIT';

export const APP_DOWNLOAD_SETTINGS = {
  /**
   * APP_DOWNLOAD: the app's download addresses per site, JSON
   * `{"BYBIT":{"app_store":"https://…","google_play":"https://…","apk":"https://…",
   * "qr_url":"https://…","after_sign_up_on_phone":true},"EU":{…}}`. Each entry names at least
   * one of app_store, google_play, apk; qr_url (what the page's QR code holds) defaults to the
   * page's own address, after_sign_up_on_phone to false. A site not named takes BYBIT's.
   * Addresses are https (http on loopback only). Unset: the page says no app is configured.
   */
  appDownload: setting('APP_DOWNLOAD', undefined, appDownloadTable),
};

const entrySchema = appDownloadSchema.extend({
  after_sign_up_on_phone: z.boolean().default(false),
});

function appDownloadTable(raw: string | undefined): Partial<Record<SiteCode, AppDownload>> {
  if (raw === undefined) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw new Error('not JSON');
  }
  const parsed = z
    .partialRecord(z.enum(SITE_CODES), z.strictObject(entrySchema.shape))
    .safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.');
    throw new Error(where ? `${where}: ${issue?.message}` : (issue?.message ?? 'invalid'));
  }
  for (const [site, entry] of Object.entries(parsed.data)) {
    if (!entry.app_store && !entry.google_play && !entry.apk) {
      throw new Error(`${site}: name at least one of app_store, google_play, apk`);
    }
    for (const field of ADDRESS_FIELDS) {
      const address = entry[field];
      if (address !== undefined && !followable(address)) {
        throw new Error(`${site}.${field}: https:// only (http:// on loopback)`);
      }
    }
  }
  return parsed.data;
}

function followable(address: string): boolean {
  const url = new URL(address);
  if (url.username || url.password) return false;
  return (
    url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHostname(url.hostname))
  );
}

/** The entry of the request's site, else the main site's; undefined when neither has one. */
export function appDownloadFor(
  table: Partial<Record<SiteCode, AppDownload>>,
  site: SiteCode,
): AppDownload | undefined {
  return table[site] ?? table[MAIN_SITE];
}
