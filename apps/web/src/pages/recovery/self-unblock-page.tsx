import { SelfUnblockPage as SelfUnblock } from '@foyer/ui';
import { useApp } from '../../app-shell/app-context';
import { usePageTitle } from '../../app-shell/use-page-title';
import { useAppNavigate } from '../../routing/use-app-navigate';
import recovery from '../../i18n/locales/en/app-pages/recovery.json';
import { addPageTexts } from '../../i18n/app-i18n';
import { AuthFrame } from '../../app-shell/auth-frame';

addPageTexts({ recovery });

/** /{lang}/self-unblock?fromScene=login (behaviour §2, §4 ban check): lift a self-help ban. */
export default function SelfUnblockPage() {
  const { lang, theme } = useApp();
  const navigateTo = useAppNavigate();
  usePageTitle('app:recovery.titles.selfUnblock');
  return (
    <AuthFrame>
      <SelfUnblock lang={lang} theme={theme} onNavigate={navigateTo} />
    </AuthFrame>
  );
}
