import { BackArrowIcon } from '../../../components/icons';
import styles from './login-view.module.css';

interface BackStepProps {
  /** The back-step title: names the step it returns to ("Back to log in"). */
  title: string;
  onBack: () => void;
  disabled?: boolean;
}

/** behaviour §2's back icon with the back-step title, above a step that follows the form. */
export function BackStep({ title, onBack, disabled }: BackStepProps) {
  return (
    <button type="button" className={styles.back} disabled={disabled} onClick={onBack}>
      <BackArrowIcon />
      <span>{title}</span>
    </button>
  );
}
