/**
 * The third-party block (behaviour §2 "Login view", "Register view"): "Or continue with" and one
 * button per provider this visitor may use. The view holds no logic: which buttons comes from
 * third-party-offer.ts, the popup from use-provider-popup.ts.
 */
import { useId } from 'react';
import { Button } from '../components/button';
import { useTranslation } from '../i18n/use-translation';
import { ProviderIcon } from './provider-icons';
import { providerName } from './provider-names';
import type { ThirdPartySlotProps } from './third-party-slot';
import styles from './third-party.module.css';
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
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <span>{t('thirdParty:heading')}</span>
      </h2>
      <ul className={styles.buttons}>
        {buttons.map((provider) => (
          <li key={provider}>
            <Button
              variant="secondary"
              className={styles.button}
              onClick={() => popup.open(provider)}
              disabled={waiting}
              busy={waiting && popup.active === provider}
            >
              {waiting && popup.active === provider ? null : <ProviderIcon provider={provider} />}
              {t('thirdParty:continueWith', { provider: providerName(provider, t, trName) })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
