import { SubAccountLoginPage } from '@foyer/ui';
import { useApp } from '../../app-shell/app-context';
import { usePageTitle } from '../../app-shell/use-page-title';
import { useAppNavigate } from '../../routing/use-app-navigate';
import { AuthFrame } from '../../app-shell/auth-frame';

/** /{lang}/app/user/sub-account-login (behaviour §2): the widget's sub-account log-in page. */
export default function SubAccountLoginRoute() {
  const { lang, theme } = useApp();
  const navigateTo = useAppNavigate();
  usePageTitle('app:titles.subAccountLogin');
  return (
    <AuthFrame>
      <SubAccountLoginPage lang={lang} theme={theme} onNavigate={navigateTo} />
    </AuthFrame>
  );
}
