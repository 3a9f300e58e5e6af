import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useWidget } from '../../widget/widget-context';
import styles from './flow.module.css';

/** A screen's title; in the modal it also names the dialog. */
export function FlowHeading({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  const { variant } = useWidget();
  return (
    <header className={styles.header}>
      {variant === 'modal' ? (
        <Dialog.Title className={styles.title}>{children}</Dialog.Title>
      ) : (
        <h1 className={styles.title}>{children}</h1>
      )}
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </header>
  );
}
