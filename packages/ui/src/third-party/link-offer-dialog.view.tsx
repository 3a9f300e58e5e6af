/**
 * 48003 (docs/decisions/062, 064): the id token's e-mail already has an account. "Log in with
 * password" switches to the e-mail log-in, prefilled, which then links the provider; "Not now"
 * and Escape close the dialog. The e-mail is isolated (`<bdi>`, left to right): in an Arabic
 * sentence its dots and @ would otherwise be reordered with the words around it.
 */
import { ConfirmDialog } from '../components/confirm-dialog';
import { TaggedText } from '../i18n/tagged-text';
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
      description={
        <TaggedText
          text={t('thirdParty:linkDialog.body', { email, provider })}
          // The e-mail itself, never the matched text: an address is not parsed as markup.
          tags={{ email: () => <bdi dir="ltr">{email}</bdi> }}
        />
      }
      action={{
        label: t('thirdParty:linkDialog.confirm'),
        onClick: () => send({ type: 'CONFIRM' }),
      }}
      confirmLabel={t('thirdParty:linkDialog.cancel')}
      onConfirm={() => send({ type: 'CANCEL' })}
    />
  );
}
