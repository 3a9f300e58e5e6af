import { useEffect, useState } from 'react';
import { API_PATH_PREFIX } from '@foyer/contract';
import { useApp } from '../../app-shell/app-context';
import { ConfirmPage } from '../../app-shell/confirm-page';
import trAuthorized from '../../i18n/locales/en/app-pages/trAuthorized.json';
import { addPageTexts, useAppTranslation } from '../../i18n/app-i18n';
import { useSearchParams } from '../../routing/router';
import { trAuthorizedState } from './tr-authorized-state';

addPageTexts({ trAuthorized });

/**
 * The server's authorize page of the Turkish provider (decision 061), in the page's language:
 * the popup's last page reads in it.
 */
const trAuthorizePath = (lang: string) =>
  `${API_PATH_PREFIX}/thirdparty/authorize/tr?lang=${encodeURIComponent(lang)}`;

/**
 * /{lang}/tr-authorized?type=LOGIN_TR|BIND_TR|TR_KYC, the Turkish provider's popup page
 * (behaviour §2 routes; decision 084). The widget's button and the security page's link open
 * it; for a sign-in or a link it replaces itself with the server's round trip, whose callback
 * page posts `{ quick_token, success }` to the opener (decisions 061, 064): one protocol for
 * every provider, checked by origin there.
 */
export default function TrAuthorizedPage() {
  const { t } = useAppTranslation();
  const { lang } = useApp();
  const type = useSearchParams().get('type');
  // Read once: the state does not change while the page is open.
  const [state] = useState(() => trAuthorizedState(type, Boolean(window.opener)));

  useEffect(() => {
    // `replace`: the popup's history keeps no page to come back to.
    if (state === 'handOver') window.location.replace(trAuthorizePath(lang));
  }, [state, lang]);

  return (
    <ConfirmPage
      titleKey="app:trAuthorized.title"
      statusKey={`app:trAuthorized.${state}`}
      loading={state === 'handOver'}
    >
      {state === 'handOver' ? null : (
        <button type="button" className="app-button" onClick={() => window.close()}>
          {t('app:trAuthorized.close')}
        </button>
      )}
    </ConfirmPage>
  );
}
