import styles from './toast.module.css';
import { useToastList, type ToastItem } from './toast-context';

function ToastList({ toasts }: { toasts: readonly ToastItem[] }) {
  return toasts.map((toast) => (
    <p key={toast.id} className={styles.toast} data-kind={toast.kind}>
      {toast.text}
    </p>
  ));
}

/**
 * The live regions toasts appear in, top-centre: errors and warnings in role="alert",
 * successes in role="status". The regions stay mounted so screen readers announce what is
 * added to them.
 */
export function ToastViewport() {
  const toasts = useToastList();
  const errors = toasts.filter((toast) => toast.kind !== 'success');
  const successes = toasts.filter((toast) => toast.kind === 'success');
  return (
    <div className={styles.viewport}>
      <div role="alert" className={styles.region}>
        <ToastList toasts={errors} />
      </div>
      <div role="status" className={styles.region}>
        <ToastList toasts={successes} />
      </div>
    </div>
  );
}
