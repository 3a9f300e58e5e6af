import { lazyDialog } from '../lazy/lazy-dialog';
import type { ConfirmDialogProps } from './confirm-dialog';

export type { ConfirmDialogProps };

/** The catalogue's confirm dialog, loaded when one first opens (decision 047). */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(() =>
  import('./confirm-dialog').then((module) => module.ConfirmDialog),
);
