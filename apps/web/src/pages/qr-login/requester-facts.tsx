import type { QrRequester } from '@foyer/contract';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app-shell/app-context';
import { countryName } from '../../app-shell/country-name';

/** Which browser asks, from where, and when (SECURITY-NOTES §H: device, browser, IP/geo, time). */
export function RequesterFacts({ requester }: { requester: QrRequester }) {
  const { t } = useTranslation();
  const { lang } = useApp();
  const place = requester.country
    ? `${countryName(requester.country, lang)} (${requester.ip})`
    : requester.ip;
  const time = new Intl.DateTimeFormat(lang, { timeStyle: 'short', calendar: 'gregory' }).format(
    requester.create_time,
  );
  return (
    <dl className="qr-confirm-facts">
      <dt>{t('app:qrLogin.browser')}</dt>
      <dd>
        <bdi>{requester.browser}</bdi>
      </dd>
      <dt>{t('app:qrLogin.place')}</dt>
      <dd>
        <bdi>{place}</bdi>
      </dd>
      <dt>{t('app:qrLogin.time')}</dt>
      <dd>{time}</dd>
    </dl>
  );
}
