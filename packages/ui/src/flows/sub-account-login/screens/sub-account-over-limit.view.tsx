import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { SubAccountLoginController } from '../use-sub-account-login';

/** 31030 on a sub-account: the main log-in's over-limit dialog, with its texts. */
export function SubAccountOverLimitView({ login }: { login: SubAccountLoginController }) {
  const { t } = useTranslation();
  const { snapshot, send } = login;
  return (
    <ConfirmDialog
      open={snapshot.matches('showingOverLimitDialog')}
      title={t('login:overLimit.title')}
      description={t('login:overLimit.bodyLater')}
      onConfirm={() => send({ type: 'CONFIRM' })}
    />
  );
}
