import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import type { LoginMachineView } from '../use-login';

/**
 * "Set a new trading password" (decision 160): support reset the account's trading password and
 * the log-in is done. "Set now" goes on to the security page's section; "Later" and Escape
 * complete the log-in as usual. Loaded with the flow's other dialogs, never with the form.
 */
export function TradingPasswordDialogView({ login }: { login: LoginMachineView }) {
  const { t } = useTranslation();
  const { snapshot, send } = login;
  return (
    <ConfirmDialog
      open={snapshot.matches('offeringTradingPassword')}
      title={t('loginDialogs:tradingPassword.title')}
      description={t('loginDialogs:tradingPassword.body')}
      action={{
        label: t('loginDialogs:tradingPassword.setNow'),
        onClick: () => send({ type: 'CONFIRM' }),
      }}
      confirmLabel={t('loginDialogs:tradingPassword.later')}
      onConfirm={() => send({ type: 'CANCEL' })}
    />
  );
}
