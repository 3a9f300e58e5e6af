import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useWidget } from '../../widget/widget-context';
import { Button } from '../button';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** The main button; labelled "Confirm" unless given. */
  confirmLabel?: string;
  onConfirm: () => void;
}

/**
 * A confirm-only dialog of the catalogue (SPEC §2), e.g. the over-limit dialog. Escape and
 * the main button both confirm; focus stays inside while open.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const { portalContainer, dir } = useWidget();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onConfirm())}>
      <Dialog.Portal container={portalContainer}>
        <Dialog.Overlay className={styles.overlay} dir={dir}>
          <Dialog.Content role="alertdialog" className={styles.content}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
            <Button className={styles.confirm} onClick={onConfirm}>
              {confirmLabel ?? t('common:confirm')}
            </Button>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
