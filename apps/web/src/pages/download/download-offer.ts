/**
 * What /{lang}/download shows (decision 132): the links of the site's web config `download`
 * part (App Store, Google Play, a direct APK: whichever the operator set, in that order) and the
 * address its QR code holds, or that no app is configured.
 */
import type { WebConfig } from '@foyer/ui';

export type DownloadKind = 'appStore' | 'googlePlay' | 'apk';

export type DownloadOffer =
  { kind: 'none' } | { kind: 'app'; links: { kind: DownloadKind; href: string }[]; qr: string };

const FIELDS: readonly (readonly [DownloadKind, 'app_store' | 'google_play' | 'apk'])[] = [
  ['appStore', 'app_store'],
  ['googlePlay', 'google_play'],
  ['apk', 'apk'],
];

/**
 * `pageAddress` is the page's own address, what the QR code holds when the operator named no
 * `qr_url`: a phone that scans it opens this page, with its store links.
 */
export function downloadOffer(
  download: WebConfig['download'] | undefined,
  pageAddress: string,
): DownloadOffer {
  if (!download) return { kind: 'none' };
  const links = FIELDS.flatMap(([kind, field]) => {
    const href = download[field];
    return href ? [{ kind, href }] : [];
  });
  if (links.length === 0) return { kind: 'none' };
  return { kind: 'app', links, qr: download.qr_url ?? pageAddress };
}
