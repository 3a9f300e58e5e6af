/**
 * The Mini App's authorisation screen (behaviour §2 "Mini-app authorisation page", §4 mini-app
 * step register-or-login; docs/decisions/071): who Telegram says the person is, the sign-up
 * banner, "Allow bot messages" (checked by default; Accept waits while it is unchecked),
 * Accept and Decline. Accept hands the launch data to the log-in flow as a third-party token,
 * so two-factor, security verification and the ban dialog follow as for any token.
 */
import { useState } from 'react';
import { Button } from '../components/button';
import type { LoginStep } from '../flows/login/login-answer';
import type { LoginMachineView } from '../flows/login/use-login';
import { FlowHeading } from '../flows/shared/flow-heading';
import styles from '../flows/shared/flow.module.css';
import { TermsCheckbox } from '../flows/shared/fields/terms-checkbox.view';
import { useTranslation } from '../i18n/use-translation';
import { useWidget } from '../widget/widget-context';
import { AuthExpiredDialog } from './auth-expired-dialog.view';
import { opensAuthExpiredDialog } from './auth-expiry';
import { useMiniApp } from './mini-app-context';
import { MiniAppPersonView } from './mini-app-person.view';

export function MiniAppAuthorizeView({ login }: { login: LoginMachineView }) {
  const { t } = useTranslation();
  const { webApp, onDecline } = useMiniApp();
  const { options } = useWidget();
  const { snapshot, send } = login;
  const [allowMessages, setAllowMessages] = useState(true);
  const [dismissed, setDismissed] = useState<LoginStep | null>(null);
  const busy = snapshot.matches('submittingThirdParty');
  const step = snapshot.context.step;

  const accept = () => {
    // Telegram's own prompt is what lets the bot write to the person; the sign-in goes on
    // whatever they answer there.
    webApp.requestWriteAccess?.();
    send({
      type: 'THIRD_PARTY_TOKEN',
      provider: 'telegram',
      token: webApp.initData,
      signUp: { telegram_data: 'mini_app' },
    });
  };

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <FlowHeading>{t('thirdParty:miniApp.title')}</FlowHeading>
        <p className={styles.subtitle}>{t('thirdParty:miniApp.intro')}</p>
      </div>
      <MiniAppPersonView person={webApp.initDataUnsafe.user} />
      <p role="note" className={styles.subtitle}>
        {t('thirdParty:miniApp.signUpBanner')}
      </p>
      <TermsCheckbox
        checked={allowMessages}
        onChange={setAllowMessages}
        customText={t('thirdParty:miniApp.allowBotMessages')}
      />
      <Button
        className={styles.submit}
        disabled={!allowMessages || busy}
        busy={busy}
        onClick={accept}
      >
        {t('thirdParty:miniApp.accept')}
      </Button>
      <Button variant="secondary" disabled={busy} onClick={onDecline}>
        {t('thirdParty:miniApp.decline')}
      </Button>
      <AuthExpiredDialog
        open={opensAuthExpiredDialog(step, options.oauth) && step !== dismissed}
        onCloseApp={() => webApp.close()}
        onDismiss={() => setDismissed(step)}
      />
    </div>
  );
}
