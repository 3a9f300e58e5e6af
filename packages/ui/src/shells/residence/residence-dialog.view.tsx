import * as Dialog from '@radix-ui/react-dialog';
import type { ResidencePromptCode } from '@foyer/contract';
import { Button } from '../../components/button';
import { useTranslation } from '../../i18n/use-translation';
import { useWidget } from '../../widget/widget-context';
import styles from '../../components/confirm-dialog/confirm-dialog.module.css';
import { useFocusAfterDialog } from '../../components/confirm-dialog/focus-after-dialog';

export interface ResidenceDialogProps {
  open: boolean;
  code: ResidencePromptCode;
  /**
   * Whether the address has a country: a prompt asked of those outside the site's region is
   * asked too when nobody can tell, and then says so (`bodyUnknown`); the main site's asks only
   * those it places in the EEA.
   */
  placeKnown?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape and a click beside the dialog: the visitor does not confirm. */
  onCancel: () => void;
}

/**
 * A residence prompt (behaviour §2 dialogs): which site this is and which residence it asks
 * the visitor to confirm, then Confirm and Cancel. Focus stays inside while open; Escape or a
 * click beside it counts as Cancel, as the catalogue's string codes say of closing. When it
 * closes the focus goes back where it was, or to the form's button (focusAfterDialog).
 */
export function ResidenceDialogView({
  open,
  code,
  placeKnown = true,
  onConfirm,
  onCancel,
}: ResidenceDialogProps) {
  const { t } = useTranslation();
  const { portalContainer, dir } = useWidget();
  const focus = useFocusAfterDialog(portalContainer);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <Dialog.Portal container={portalContainer}>
        <Dialog.Overlay className={styles.overlay} dir={dir}>
          <Dialog.Content role="alertdialog" className={styles.content} {...focus}>
            <Dialog.Title className={styles.title}>
              {t(`restrictions:residence.${code}.title`)}
            </Dialog.Title>
            <Dialog.Description className={styles.description}>
              {placeKnown || code === 'mainSiteEuResidenceConfirm'
                ? t(`restrictions:residence.${code}.body`)
                : t(`restrictions:residence.${code}.bodyUnknown`)}
            </Dialog.Description>
            <Button className={styles.confirm} onClick={onConfirm}>
              {t('common:confirm')}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              {t('common:cancel')}
            </Button>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
