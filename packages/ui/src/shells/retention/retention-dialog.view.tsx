import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useMemo, useState } from 'react';
import { signUpPermissionCall } from '@foyer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/button';
import { useFocusAfterDialog } from '../../components/confirm-dialog/focus-after-dialog';
import { useWidget } from '../../widget/widget-context';
import { GiftArt } from './gift-art';
import styles from './retention.module.css';
import { retentionFacts, retentionOffer, type RetentionOffer } from './retention-variant';

export interface RetentionDialogProps {
  open: boolean;
  offer: RetentionOffer;
  onContinue: () => void;
  onQuit: () => void;
}

/** The sign-up card: what the visitor keeps by staying. */
function SignUpCard({ offer }: { offer: RetentionOffer }) {
  const { t } = useTranslation();
  const key = `registerExtras:retention.${offer.variant}` as const;
  return (
    <div className={styles.card}>
      <span className={styles.cardLabel}>{t(`${key}.cardLabel`)}</span>
      {offer.variant === 'normal' ? (
        <span className={styles.cardValue}>{t('registerExtras:retention.normal.cardValue')}</span>
      ) : (
        // A code reads left to right in every language.
        <span className={styles.cardValue} dir="ltr">
          {offer.code}
        </span>
      )}
    </div>
  );
}

/**
 * The back-navigation retention modal (behaviour §2 "Dialogs"): gift image, title, description,
 * the sign-up card, Continue and Quit. Escape and a click beside it count as Continue; focus
 * stays inside while open, and goes back where it was when it closes (focusAfterDialog).
 */
export function RetentionDialogView({ open, offer, onContinue, onQuit }: RetentionDialogProps) {
  const { t } = useTranslation();
  const { portalContainer, dir } = useWidget();
  const focus = useFocusAfterDialog(portalContainer);
  const key = `registerExtras:retention.${offer.variant}` as const;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onContinue())}>
      <Dialog.Portal container={portalContainer}>
        <Dialog.Overlay className={styles.overlay} dir={dir}>
          <Dialog.Content className={styles.content} data-variant={offer.variant} {...focus}>
            <GiftArt className={styles.gift} />
            <Dialog.Title className={styles.title}>{t(`${key}.title`)}</Dialog.Title>
            <Dialog.Description className={styles.description}>
              {t(`${key}.description`)}
            </Dialog.Description>
            <SignUpCard offer={offer} />
            <div className={styles.actions}>
              <Button onClick={onContinue}>{t('registerExtras:retention.continue')}</Button>
              <Button variant="text" onClick={onQuit}>
                {t('registerExtras:retention.quit')}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface ArrivalRetentionDialogProps extends Omit<RetentionDialogProps, 'offer'> {
  /** The page's query string and the host's referral code: they decide the offer. */
  search: string;
  defaultUserCode: string | undefined;
}

/** How long Back waits for the server's check before the modal shows anyway (decision 157). */
export const RETENTION_CHECK_MS = 2000;

/**
 * behaviour §4 "Back-navigation": the server check before the modal (decision 157). Each time
 * Back opens it, the widget asks whether this visitor may sign up here (permission_v2): a
 * visitor the server refuses (`reason` other than 'none': a banned address or country) has no
 * account to come back for, so the modal is skipped and Quit runs. No answer in time, or a
 * failed call, shows the modal: the check only ever removes it.
 */
function useServerCheckedOpen(open: boolean, onQuit: () => void): boolean {
  const { api } = useWidget();
  const [checked, setChecked] = useState(false);
  const [asked, setAsked] = useState(open);
  if (asked !== open) {
    setAsked(open);
    setChecked(false);
  }
  useEffect(() => {
    if (!open) return;
    let current = true;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), RETENTION_CHECK_MS);
    void api
      .call(signUpPermissionCall, {}, { hideError: true, signal: controller.signal })
      .then((answer) => {
        if (!current) return;
        if (answer.ok && answer.result.reason !== 'none') onQuit();
        else setChecked(true);
      });
    return () => {
      current = false;
      clearTimeout(timer);
      controller.abort();
    };
    // onQuit is the shell's stable `quit`; the check runs once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, api]);
  return open && checked;
}

/**
 * The modal with the offer of the page's arrival (referral, affiliate or normal), worked out
 * here so that the rules load with the modal, not with the first screen (decision 047), once
 * the server's check has let it show.
 */
export function ArrivalRetentionDialogView({
  search,
  defaultUserCode,
  open,
  ...props
}: ArrivalRetentionDialogProps) {
  const offer = useMemo(
    () => retentionOffer(retentionFacts(search, defaultUserCode)),
    [search, defaultUserCode],
  );
  const shown = useServerCheckedOpen(open, props.onQuit);
  return <RetentionDialogView {...props} open={shown} offer={offer} />;
}
