/**
 * 48003 (docs/decisions/062, 064): the id token's e-mail already has an account. "Log in with
 * password" switches to the e-mail log-in, prefilled, which then links the provider; "Not now"
 * and Escape close the dialog.
 */
import { ConfirmDialog } from '../components/confirm-dialog';
import { useTranslation } from '../i18n/use-translation';
import type { LoginMachineView } from '../flows/login/use-login';
import { providerName } from './provider-names';

export function LinkOfferDialogView({ login }: { login: LoginMachineView }) {
  const { t } = useTranslation();
  const { snapshot, send } = login;
  const { step, thirdParty } = snapshot.context;
  const email = step?.kind === 'linkOffer' ? step.email : '';
  const provider = thirdParty ? providerName(thirdParty.provider, t) : '';
  return (
    <ConfirmDialog
      open={snapshot.matches('offeringLink')}
      title={t('thirdParty:linkDialog.title')}
      description={t('thirdParty:linkDialog.body', { email, provider })}
      action={{
        label: t('thirdParty:linkDialog.confirm'),
        onClick: () => send({ type: 'CONFIRM' }),
      }}
      confirmLabel={t('thirdParty:linkDialog.cancel')}
      onConfirm={() => send({ type: 'CANCEL' })}
    />
  );
}
