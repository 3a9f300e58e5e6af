import type { QrRequester } from '@foyer/contract';
import { useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { ConfirmFacts, requestTime } from '../../app-shell/confirm-page';
import { countryName } from '../../app-shell/country-name';

/** Which browser asks, from where, and when (OWASP QRLJacking, docs/engineering.md "Sources": device, browser, IP/geo, time). */
export function RequesterFacts({ requester }: { requester: QrRequester }) {
  const { t } = useAppTranslation();
  const { lang } = useApp();
  const place = requester.country
    ? `${countryName(requester.country, lang)} (${requester.ip})`
    : requester.ip;
  return (
    <ConfirmFacts
      facts={[
        { label: t('app:qrLogin.browser'), value: requester.browser, isolate: true },
        { label: t('app:qrLogin.place'), value: place, isolate: true },
        { label: t('app:qrLogin.time'), value: requestTime(lang, requester.create_time) },
      ]}
    />
  );
}
