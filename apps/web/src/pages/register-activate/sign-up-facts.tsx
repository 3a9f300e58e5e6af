import type { CallResult, registerRecallInfoCall } from '@foyer/contract';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app-shell/app-context';
import { countryName } from '../../app-shell/country-name';

type RecallInfo = CallResult<typeof registerRecallInfoCall>;

/** Which sign-up the link confirms: the masked e-mail, the browser and place that asked, when. */
export function SignUpFacts({ info }: { info: RecallInfo }) {
  const { t } = useTranslation();
  const { lang } = useApp();
  const { requester } = info;
  const place = requester.country
    ? countryName(requester.country, lang)
    : t('app:activate.unknownPlace');
  const time = new Intl.DateTimeFormat(lang, { timeStyle: 'short', calendar: 'gregory' }).format(
    requester.create_time,
  );
  return (
    <dl className="qr-confirm-facts">
      <dt>{t('app:activate.account')}</dt>
      <dd>
        <bdi>{info.login_name}</bdi>
      </dd>
      <dt>{t('app:activate.browser')}</dt>
      <dd>
        <bdi>{requester.browser}</bdi>
      </dd>
      <dt>{t('app:activate.place')}</dt>
      <dd>
        <bdi>{place}</bdi>
      </dd>
      <dt>{t('app:activate.time')}</dt>
      <dd>{time}</dd>
    </dl>
  );
}
