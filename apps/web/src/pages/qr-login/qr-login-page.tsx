import { Link } from '../../routing/link';
import { logInAndBack } from '../../routing/localized-path';
import { useLocation, useSearchParams } from '../../routing/router';
import { useAppTranslation, type AppKey } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { ConfirmPage, ConfirmQuestion } from '../../app-shell/confirm-page';
import { ApprovalForm } from './approval-form';
import { RequesterFacts } from './requester-facts';
import { useQrConfirm, type QrConfirmState } from './use-qr-confirm';
import qrLogin from '../../i18n/locales/en/app-pages/qrLogin.json';
import { addPageTexts } from '../../i18n/app-i18n';

addPageTexts({ qrLogin });

/** What the page says in each state that has only a message. */
const MESSAGES: Partial<Record<QrConfirmState['kind'], AppKey>> = {
  loading: 'app:qrLogin.loading',
  invalidLink: 'app:qrLogin.invalidLink',
  expired: 'app:qrLogin.expired',
  failed: 'app:qrLogin.failed',
  confirmed: 'app:qrLogin.confirmed',
  declined: 'app:qrLogin.declined',
  voided: 'app:qrLogin.voided',
  overLimit: 'app:qrLogin.overLimit',
};

/**
 * /{lang}/qr-login?code=…, the page a login QR code opens on a signed-in device: which
 * browser and place ask (as the server saw them), the number to pick and the password
 * (decision 039), "Confirm" and "Cancel", then what happened. Not signed in, it offers a
 * log-in link that comes back here (redirect_url).
 */
export default function QrLoginPage() {
  const { t } = useAppTranslation();
  const { lang } = useApp();
  const { pathname, search } = useLocation();
  const params = useSearchParams();
  const { state, confirm, decline } = useQrConfirm(lang, params.get('code'));

  return (
    <ConfirmPage
      titleKey="app:qrLogin.title"
      statusKey={MESSAGES[state.kind]}
      loading={state.kind === 'loading'}
    >
      {state.kind === 'signedOut' ? (
        <>
          <p>{t('app:qrLogin.signedOut')}</p>
          <Link to={logInAndBack(lang, `${pathname}${search}`)}>{t('app:qrLogin.logIn')}</Link>
        </>
      ) : null}
      {state.kind === 'asking' ? (
        <ConfirmQuestion
          question={t('app:qrLogin.question')}
          facts={<RequesterFacts requester={state.requester} />}
          warning={t('app:qrLogin.warning')}
        >
          <ApprovalForm
            choices={state.requester.choices}
            twoFactor={state.requester.google2fa}
            busy={state.busy !== null}
            onConfirm={confirm}
            onCancel={() => void decline()}
          />
        </ConfirmQuestion>
      ) : null}
    </ConfirmPage>
  );
}
