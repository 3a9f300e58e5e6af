import { useSearchParams } from '../../routing/router';
import { useAppTranslation, type AppKey } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { ConfirmButton, ConfirmPage, ConfirmQuestion } from '../../app-shell/confirm-page';
import { SignUpFacts } from './sign-up-facts';
import { useActivation, type ActivationState } from './use-activation';
import activate from '../../i18n/locales/en/app-pages/activate.json';
import { addPageTexts } from '../../i18n/app-i18n';

addPageTexts({ activate });

/** What the page says in each state that has only a message. */
const MESSAGES: Partial<Record<ActivationState['kind'], AppKey>> = {
  loading: 'app:activate.loading',
  invalidLink: 'app:activate.invalidLink',
  activated: 'app:activate.activated',
  expired: 'app:activate.expired',
  alreadyUsed: 'app:activate.alreadyUsed',
  failed: 'app:activate.failed',
};

/**
 * /{lang}/register/activate?uuid=…&token=…, the page an activation e-mail opens (behaviour §2 "An
 * e-mail activation status page"): which sign-up it is (masked e-mail, the browser and place
 * that asked), "Confirm", then the result: activated, expired or already used. The browser
 * that signed up is waiting and continues by itself.
 */
export default function RegisterActivatePage() {
  const { t } = useAppTranslation();
  const { lang } = useApp();
  const params = useSearchParams();
  const { state, confirm } = useActivation(lang, params.get('uuid'), params.get('token'));
  return (
    <ConfirmPage
      titleKey="app:activate.title"
      statusKey={MESSAGES[state.kind]}
      loading={state.kind === 'loading'}
    >
      {state.kind === 'asking' ? (
        <ConfirmQuestion
          question={t('app:activate.question')}
          facts={<SignUpFacts info={state.info} />}
          warning={t('app:activate.warning')}
        >
          <ConfirmButton
            label={t('app:activate.confirm')}
            disabled={state.busy}
            busy={state.busy}
            onClick={() => void confirm()}
          />
        </ConfirmQuestion>
      ) : null}
    </ConfirmPage>
  );
}
