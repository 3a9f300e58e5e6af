import { useEffect, useState } from 'react';
import { RECOVERY_LINK_FRAGMENT } from '@foyer/contract';
import { useSearchParams } from '../../routing/router';
import { PasswordRecoveryPage } from '@foyer/ui';
import { useApp } from '../../app-shell/app-context';
import { usePageTitle } from '../../app-shell/use-page-title';
import { useAppNavigate } from '../../routing/use-app-navigate';
import recovery from '../../i18n/locales/en/app-pages/recovery.json';
import { addPageTexts } from '../../i18n/app-i18n';
import { AuthFrame } from '../../app-shell/auth-frame';

addPageTexts({ recovery });

/**
 * The recovery e-mail's link token, from the page's `#reset=` fragment (decision 105). Reading
 * it changes nothing: a render React throws away (one that suspends) reads it again the same.
 */
function readResetToken(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.hash.slice(1)).get(RECOVERY_LINK_FRAGMENT) || null;
}

/**
 * Once the page holds the token, it is taken out of the address, so that it stays in no
 * history entry or bookmark.
 */
function useAddressWithoutToken(token: string | null): void {
  useEffect(() => {
    if (!token) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, [token]);
}

/**
 * /{lang}/app/user/retrieve (behaviour §2): forgot password; ?from=trustFirst after pre_action
 * 1; #reset=… from the recovery e-mail's link.
 */
export default function RetrievePage() {
  const { lang, theme } = useApp();
  const params = useSearchParams();
  const navigateTo = useAppNavigate();
  const [resetToken] = useState(readResetToken);
  useAddressWithoutToken(resetToken);
  usePageTitle('app:recovery.titles.retrieve');
  return (
    <AuthFrame>
      <PasswordRecoveryPage
        lang={lang}
        theme={theme}
        onNavigate={navigateTo}
        from={params.get('from')}
        resetToken={resetToken}
      />
    </AuthFrame>
  );
}
