/**
 * behaviour §8 40004 "mini-app auth expired with close-app button": the launch data is older
 * than five minutes; closing the app and opening it again brings fresh data (decision 070).
 * An alertdialog (ConfirmDialog): focus stays inside, Escape or "Not now" closes the dialog
 * only, "Close app" closes the Mini App.
 */
import { RET_CODES } from '@foyer/contract';
import { ConfirmDialog } from '../components/confirm-dialog';
import type { LoginStep } from '../flows/login/login-answer';
import { useTranslation } from '../i18n/use-translation';

export const isAuthExpired = (step: LoginStep | null): boolean =>
  step?.kind === 'refused' && step.retCode === RET_CODES.MINI_APP_AUTH_EXPIRED.code;

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
