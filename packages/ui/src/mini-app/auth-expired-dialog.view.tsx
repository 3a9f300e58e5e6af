/**
 * behaviour §8 40004 "mini-app auth expired with close-app button": the launch data is older
 * than five minutes; closing the app and opening it again brings fresh data (decision 070).
 * An alertdialog (ConfirmDialog): focus stays inside, Escape or "Not now" closes the dialog
 * only, "Close app" closes the Mini App. Not in the special mode (auth-expiry.ts).
 */
import { ConfirmDialog } from '../components/confirm-dialog';
import { useTranslation } from '../i18n/use-translation';

interface AuthExpiredDialogProps {
  open: boolean;
  onCloseApp: () => void;
  onDismiss: () => void;
}

export function AuthExpiredDialog({ open, onCloseApp, onDismiss }: AuthExpiredDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('loginDialogs:dialogs.miniAppAuthExpired.title')}
      description={t('loginDialogs:dialogs.miniAppAuthExpired.body')}
      confirmLabel={t('thirdParty:miniApp.notNow')}
      onConfirm={onDismiss}
      action={{ label: t('loginDialogs:dialogs.miniAppAuthExpired.closeApp'), onClick: onCloseApp }}
    />
  );
}
