import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { LoginMachineView } from '../use-login';

/**
 * The compliance-wall redirect modal of the site check (behaviour §4): names the account's site
 * and offers to continue there; closing it completes the log-in here (the close callback).
 */
export function SiteJumpDialogView({ login }: { login: LoginMachineView }) {
  const { t } = useTranslation();
  const { snapshot, send } = login;
  const step = snapshot.context.step;
  if (!snapshot.matches('offeringSiteJump') || step?.kind !== 'siteJump') return null;
  const site = t(`loginDialogs:siteJump.sites.${step.targetSite}`);
  return (
    <ConfirmDialog
      open
      title={t('loginDialogs:siteJump.title', { site })}
      description={t('loginDialogs:siteJump.body', { site })}
      confirmLabel={t('common:close')}
      onConfirm={() => send({ type: 'CLOSE_SITE_JUMP' })}
      action={{
        label: t('loginDialogs:siteJump.continue'),
        onClick: () => send({ type: 'JUMP_SITE' }),
      }}
    />
  );
}
