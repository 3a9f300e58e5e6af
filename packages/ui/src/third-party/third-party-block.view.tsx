/**
 * The third-party block (behaviour §2 "Login view", "Register view"): "Or continue with" and one
 * button per provider this visitor may use. The view holds no logic: which buttons comes from
 * third-party-offer.ts, the popup from use-provider-popup.ts, Telegram's window from
 * use-telegram-login.ts. It has no stylesheet of its own:
 * the widget's one stylesheet is part of every first visit (decision 047), so the block is
 * laid out with the flows' shared classes.
 */
import { useId, useState } from 'react';
import type { ThirdPartyTokenType } from '@foyer/contract';
import { Button } from '../components/button';
import styles from '../flows/shared/flow.module.css';
import { useTranslation } from '../i18n/use-translation';
import { VISUALLY_HIDDEN_CLASS } from '../theme/theme';
import { ProviderIcon } from './provider-icons';
import { providerName } from './provider-names';
import type { ThirdPartySlotProps } from './third-party-slot';
import type { ThirdPartyOffer } from './use-third-party-offer';
import { useProviderPopup } from './use-provider-popup';
import { useTelegramLogin } from './use-telegram-login';

export function ThirdPartyBlockView({
  buttons,
  callbackOrigin,
  trName,
  telegramBot,
  onToken,
  busy,
}: ThirdPartyOffer & ThirdPartySlotProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const popup = useProviderPopup(callbackOrigin, trName, onToken);
  const telegram = useTelegramLogin(telegramBot, onToken);
  const waiting = busy || popup.popupOpen || telegram.pending;
  /** The button last pressed: the busy one while its window is open or the flow submits. */
  const [active, setActive] = useState<ThirdPartyTokenType | null>(null);
  const busyOne = waiting ? active : null;
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
          onClick={() => {
            setActive(provider);
            if (provider === 'telegram') telegram.open();
            else popup.open(provider);
          }}
          disabled={waiting}
          busy={busyOne === provider}
        >
          {busyOne === provider ? null : <ProviderIcon provider={provider} />}
          {t('thirdParty:continueWith', { provider: providerName(provider, t, trName) })}
        </Button>
      ))}
      {buttons.includes('telegram') ? (
        // Mounted with the button, so that screen readers announce the text when it comes.
        <p role="status" className={telegram.titleShown ? styles.busy : VISUALLY_HIDDEN_CLASS}>
          {telegram.titleShown ? t('thirdParty:telegramOpening') : null}
        </p>
      ) : null}
    </section>
  );
}
