import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useWidget } from '../../widget/widget-context';
import { Button } from '../button';
import styles from './confirm-dialog.module.css';
import { useFocusAfterDialog } from './focus-after-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** The main button; labelled "Confirm" unless given. */
  confirmLabel?: string;
  onConfirm: () => void;
  /** Escape or closing, when it means something else than the main button; else onConfirm. */
  onDismiss?: () => void;
  /** A second button that leads somewhere (e.g. the KYC button); it comes first. */
  action?: { label: string; onClick: () => void; busy?: boolean; disabled?: boolean };
  /** Content between the text and the buttons (a field, a checkbox). */
  children?: ReactNode;
}

/**
 * A confirm-only dialog of the catalogue (behaviour §2), e.g. the over-limit dialog, optionally
 * with one action button. Escape and the confirm button both close it; focus stays inside
 * while open, and goes back where it was when it closes (focusAfterDialog).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onDismiss,
  action,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const { portalContainer, dir } = useWidget();
  const focus = useFocusAfterDialog(portalContainer);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => (next ? undefined : (onDismiss ?? onConfirm)())}
    >
      <Dialog.Portal container={portalContainer}>
        <Dialog.Overlay className={styles.overlay} dir={dir}>
          <Dialog.Content role="alertdialog" className={styles.content} {...focus}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
            {children}
            {action ? (
              <Button
                className={styles.confirm}
                onClick={action.onClick}
                busy={action.busy}
                disabled={action.disabled}
              >
                {action.label}
              </Button>
            ) : null}
            <Button
              className={action ? undefined : styles.confirm}
              variant={action ? 'secondary' : 'primary'}
              onClick={onConfirm}
            >
              {confirmLabel ?? t('common:confirm')}
            </Button>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
