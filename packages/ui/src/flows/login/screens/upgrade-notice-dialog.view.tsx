import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { LoginMachineView } from '../use-login';

/**
 * The upgrade modal of behaviour §4: the log-in worked but the messaging account could not be
 * linked. The machine finishes the log-in 2000 ms after it shows, or at once on Continue.
 */
export function UpgradeNoticeDialogView({ login }: { login: LoginMachineView }) {
  const { t } = useTranslation();
  const { snapshot, send } = login;
  return (
    <ConfirmDialog
      open={snapshot.matches('showingUpgradeNotice')}
      title={t('loginDialogs:upgrade.title')}
      description={t('loginDialogs:upgrade.body')}
      confirmLabel={t('loginDialogs:upgrade.continue')}
      onConfirm={() => send({ type: 'CONFIRM' })}
    />
  );
}
