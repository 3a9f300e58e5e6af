import { useSearchParams } from '../../routing/router';
import { PasswordRecoveryPage } from '@foyer/ui';
import { useApp } from '../../app-shell/app-context';
import { usePageTitle } from '../../app-shell/use-page-title';
import { useAppNavigate } from '../../routing/use-app-navigate';
import recovery from '../../i18n/locales/en/app-pages/recovery.json';
import { addPageTexts } from '../../i18n/app-i18n';

addPageTexts({ recovery });

/** /{lang}/app/user/retrieve (behaviour §2): forgot password; ?from=trustFirst after pre_action 1. */
export default function RetrievePage() {
  const { lang, theme } = useApp();
  const params = useSearchParams();
  const navigateTo = useAppNavigate();
  usePageTitle('app:recovery.titles.retrieve');
  return (
    <main className="auth-page" data-theme={theme}>
      <PasswordRecoveryPage
        lang={lang}
        theme={theme}
        onNavigate={navigateTo}
        from={params.get('from')}
      />
    </main>
  );
}
