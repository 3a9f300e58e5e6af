import type { CallResult, registerRecallInfoCall } from '@foyer/contract';
import { useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { ConfirmFacts, requestTime } from '../../app-shell/confirm-page';
import { countryName } from '../../app-shell/country-name';

type RecallInfo = CallResult<typeof registerRecallInfoCall>;

/** Which sign-up the link confirms: the masked e-mail, the browser and place that asked, when. */
export function SignUpFacts({ info }: { info: RecallInfo }) {
  const { t } = useAppTranslation();
  const { lang } = useApp();
  const { requester } = info;
  const place = requester.country
    ? countryName(requester.country, lang)
    : t('app:activate.unknownPlace');
  return (
    <ConfirmFacts
      facts={[
        { label: t('app:activate.account'), value: info.login_name, isolate: true },
        { label: t('app:activate.browser'), value: requester.browser, isolate: true },
        { label: t('app:activate.place'), value: place, isolate: true },
        { label: t('app:activate.time'), value: requestTime(lang, requester.create_time) },
      ]}
    />
  );
}
