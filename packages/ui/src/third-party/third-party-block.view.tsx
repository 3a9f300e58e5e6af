/**
 * The third-party block (behaviour §2 "Login view", "Register view"): "Or continue with" and one
 * button per provider this visitor may use. The view holds no logic: which buttons comes from
 * third-party-offer.ts, the popup from use-provider-popup.ts. It has no stylesheet of its own:
 * the widget's one stylesheet is part of every first visit (decision 047), so the block is
 * laid out with the flows' shared classes.
 */
import { useId } from 'react';
import { Button } from '../components/button';
import styles from '../flows/shared/flow.module.css';
import { useTranslation } from '../i18n/use-translation';
import { ProviderIcon } from './provider-icons';
import { providerName } from './provider-names';
import type { ThirdPartySlotProps } from './third-party-slot';
import type { ThirdPartyOffer } from './use-third-party-offer';
import { useProviderPopup } from './use-provider-popup';

export function ThirdPartyBlockView({
  buttons,
  callbackOrigin,
  trName,
  onToken,
  busy,
}: ThirdPartyOffer & ThirdPartySlotProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const popup = useProviderPopup(callbackOrigin, trName, onToken);
  const waiting = busy || popup.popupOpen;
  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <p id={headingId} className={styles.footer}>
        {t('thirdParty:heading')}
      </p>
      {buttons.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          className={styles.submit}
          onClick={() => popup.open(provider)}
          disabled={waiting}
          busy={waiting && popup.active === provider}
        >
          {waiting && popup.active === provider ? null : <ProviderIcon provider={provider} />}
          {t('thirdParty:continueWith', { provider: providerName(provider, t, trName) })}
        </Button>
      ))}
    </section>
  );
}
