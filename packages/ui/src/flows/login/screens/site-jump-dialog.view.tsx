import { intlLocale, type SiteCode } from '@foyer/contract';
import type { WidgetT } from '../../../i18n/namespaces';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { LoginMachineView } from '../use-login';

/**
 * The region a regional site is named after (ISO 3166-1), named by the browser in the page's
 * language (behaviour §9), in its short form ("Hong Kong", not "Hong Kong SAR China"); the main
 * site and the EU site are no country and keep their keys.
 */
const SITE_REGIONS: Readonly<Record<Exclude<SiteCode, 'BYBIT' | 'EU'>, string>> = {
  HKG: 'HK',
  TUR: 'TR',
  KAZ: 'KZ',
  NLD: 'NL',
  GEO: 'GE',
  ARE: 'AE',
  IDN: 'ID',
};

function regionName(region: string, language: string): string {
  try {
    const names = new Intl.DisplayNames([intlLocale(language)], { type: 'region', style: 'short' });
    return names.of(region) ?? region;
  } catch {
    return region;
  }
}

/** The site's name as the title and body take it (a language may inflect it around the region). */
function siteName(site: SiteCode, language: string, t: WidgetT): string {
  if (site === 'BYBIT') return t('loginDialogs:siteJump.sites.BYBIT');
  if (site === 'EU') return t('loginDialogs:siteJump.sites.EU');
  const region = SITE_REGIONS[site];
  return t('loginDialogs:siteJump.regionSite', { region: regionName(region, language) });
}

/**
 * The compliance-wall redirect modal of the site check (behaviour §4): names the account's site
 * and offers to continue there; closing it completes the log-in here (the close callback).
 */
export function SiteJumpDialogView({ login }: { login: LoginMachineView }) {
  const { t, i18n } = useTranslation();
  const { snapshot, send } = login;
  const step = snapshot.context.step;
  if (!snapshot.matches('offeringSiteJump') || step?.kind !== 'siteJump') return null;
  const site = siteName(step.targetSite, i18n.language, t);
  return (
    <ConfirmDialog
      open
      title={t('loginDialogs:siteJump.title', { site })}
      description={t('loginDialogs:siteJump.body', { site })}
      confirmLabel={t('common:close')}
      onConfirm={() => send({ type: 'CLOSE_SITE_JUMP' })}
      action={{
        label: t('loginDialogs:siteJump.continue'),
        onClick: () => send({ type: 'JUMP_SITE' }),
      }}
    />
  );
}
