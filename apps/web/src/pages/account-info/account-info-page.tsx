import '../security/security-page.css';
import { useState } from 'react';
import { Link } from '../../routing/link';
import { useLogInAndBackWhen } from '../../routing/use-log-in-and-back';
import { useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { AppPage } from '../../app-shell/app-page';
import { PageLoading } from '../../app-shell/page-loading';
import { usePageTitle } from '../../app-shell/use-page-title';
import { ReauthDialog } from '../../reauth/reauth-dialog';
import { useReauthMethod } from '../../reauth/use-reauth-method';
import { UnlinkDialog } from '../security/unlink-dialog';
import { telegramActions, type RelinkProblem } from './telegram-relink';
import { useTelegramLink } from './use-telegram-link';
import accountInfo from '../../i18n/locales/en/app-pages/accountInfo.json';
import security from '../../i18n/locales/en/app-pages/security.json';
import { addPageTexts } from '../../i18n/app-i18n';

// The security page's dialogs are reused here, with their texts.
addPageTexts({ accountInfo, security });

/**
 * /app/user/account-info (behaviour §2 "messaging re-link", decision 133): whether a Telegram
 * account is linked to the signed-in account, "Link Telegram again" (confirm it's you, then
 * Telegram's window) and Unlink, through the calls the security page and the widget's "Bind
 * again" use. Without a session it goes to log-in and back.
 */
export default function AccountInfoPage() {
  const { t } = useAppTranslation();
  const { lang, localize, ready } = useApp();
  const { state, relink, unlink } = useTelegramLink(lang);
  const reauth = useReauthMethod(lang, state.kind === 'loaded');
  const [relinking, setRelinking] = useState(false);
  const [unlinking, setUnlinking] = useState(false);
  const [problem, setProblem] = useState<RelinkProblem | null>(null);
  usePageTitle('app:accountInfo.title');

  useLogInAndBackWhen(state.kind === 'signedOut');

  if (!ready || state.kind === 'loading' || state.kind === 'signedOut') return <PageLoading />;
  const actions =
    state.kind === 'loaded' ? telegramActions(state.linked, state.bot !== null) : null;
  const bot = state.kind === 'loaded' ? state.bot : null;
  return (
    <AppPage>
      <div className="security-page">
        <h1 className="security-heading">{t('app:accountInfo.title')}</h1>
        <section className="app-card" aria-labelledby="account-telegram-title">
          <h2 id="account-telegram-title" className="security-title">
            {t('app:security.methods.telegram')}
          </h2>
          {state.kind === 'failed' ? (
            <p role="alert">{t('app:accountInfo.failed')}</p>
          ) : (
            <>
              <p>{state.linked ? t('app:accountInfo.linked') : t('app:accountInfo.notLinked')}</p>
              {actions?.unlink ? (
                <>
                  <p className="app-muted">{t('app:accountInfo.otherFirst')}</p>
                  <button
                    type="button"
                    className="app-button app-button-quiet"
                    onClick={() => setUnlinking(true)}
                  >
                    {t('app:accountInfo.unlink')}
                  </button>
                </>
              ) : null}
              {actions?.relink ? (
                <button
                  type="button"
                  className="app-button"
                  onClick={() => {
                    setProblem(null);
                    setRelinking(true);
                  }}
                >
                  {t('app:accountInfo.relink')}
                </button>
              ) : null}
              {!state.linked && !bot ? (
                <p className="app-muted">{t('app:accountInfo.noBot')}</p>
              ) : null}
              {problem ? <p role="alert">{t(`app:accountInfo.problems.${problem}`)}</p> : null}
              <p role="status" className="app-muted">
                {state.changed === 'linked' ? t('app:accountInfo.nowLinked') : null}
                {state.changed === 'unlinked' ? t('app:accountInfo.nowUnlinked') : null}
              </p>
            </>
          )}
        </section>
        <Link to={localize('/app/user/security')}>{t('app:accountInfo.toSecurity')}</Link>
        <Link to={localize('/dashboard')}>{t('app:accountInfo.toDashboard')}</Link>
      </div>
      {relinking && bot ? (
        <ReauthDialog
          title={t('app:accountInfo.relink')}
          body={t('app:accountInfo.relinkBody')}
          submitLabel={t('app:accountInfo.relinkContinue')}
          reauth={reauth}
          onSubmit={async (values, method) => {
            const answer = await relink(bot, { method, values });
            if (answer && 'reauth' in answer) return answer.reauth;
            setProblem(answer?.problem ?? null);
            return null;
          }}
          onClose={() => setRelinking(false)}
        />
      ) : null}
      {unlinking ? (
        <UnlinkDialog
          request={{ method: 'telegram', unlink }}
          name={t('app:security.methods.telegram')}
          onClose={() => setUnlinking(false)}
        />
      ) : null}
    </AppPage>
  );
}
