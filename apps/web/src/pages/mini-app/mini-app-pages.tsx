/**
 * The Telegram Mini App's pages (behaviour §2; docs/decisions/071), one chunk for both routes:
 * /{lang}/telegram-register-login#tgWebAppData=…, the authorisation page, and /{lang}/min-app/task
 * (or /{lang}/earn/tg-page), the task page. Both load Telegram's script; opened in a browser (no launch data), they say so and
 * offer the log-in.
 */
import { useCallback } from 'react';
import { MiniAppSignIn } from '@foyer/ui';
import { useApp } from '../../app-shell/app-context';
import { ConfirmPage } from '../../app-shell/confirm-page';
import { addPageTexts, useAppTranslation } from '../../i18n/app-i18n';
import miniApp from '../../i18n/locales/en/app-pages/miniApp.json';
import { localizedPath } from '../../routing/localized-path';
import { Link } from '../../routing/link';
import { useLocation } from '../../routing/router';
import { useAppNavigate } from '../../routing/use-app-navigate';
import { TaskPage } from './task-page';
import { isTaskPagePath } from './task-page-paths';
import { useTelegramWebApp } from './use-telegram-web-app';

addPageTexts({ miniApp });

export default function MiniAppPages() {
  const { t } = useAppTranslation();
  const { lang, theme, localize } = useApp();
  const navigate = useAppNavigate();
  const { path } = localizedPath(useLocation().pathname);
  const telegram = useTelegramWebApp();
  const decline = useCallback(() => navigate(localize('/login')), [navigate, localize]);

  if (telegram.kind !== 'inside') {
    const loading = telegram.kind === 'loading';
    return (
      <ConfirmPage
        bare
        titleKey="app:miniApp.title"
        statusKey={loading ? 'app:miniApp.opening' : 'app:miniApp.outsideTelegram'}
        loading={loading}
      >
        {loading ? null : (
          <div className="qr-confirm-actions">
            <Link to={localize('/login')} className="app-button app-button-quiet">
              {t('app:miniApp.logIn')}
            </Link>
          </div>
        )}
      </ConfirmPage>
    );
  }
  if (isTaskPagePath(path)) return <TaskPage webApp={telegram.webApp} />;
  return (
    <main className="auth-page" data-theme={theme}>
      <MiniAppSignIn
        webApp={telegram.webApp}
        lang={lang}
        theme={theme}
        onNavigate={navigate}
        onDecline={decline}
      />
    </main>
  );
}
