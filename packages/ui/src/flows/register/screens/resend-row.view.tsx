import { useTranslation } from 'react-i18next';
import styles from '../../shared/flow.module.css';
import { formatCountdown } from '../countdown';
import type { RegisterController } from '../use-register';

/** "Resend", disabled while the 60 s countdown runs; the countdown reads 00:SS beside it. */
export function ResendRow({ register }: { register: RegisterController }) {
  const { t } = useTranslation();
  const { snapshot, send } = register;
  const counting = snapshot.matches({ enteringCode: { resend: 'countingDown' } });
  const canResend = snapshot.matches({ enteringCode: { resend: 'canResend' } });
  const time = formatCountdown(snapshot.context.resendIn);
  return (
    <div className={styles.resend}>
      <button
        type="button"
        className={styles.linkButton}
        disabled={!canResend}
        onClick={() => send({ type: 'RESEND' })}
      >
        {t('register:verify.resend')}
      </button>
      {counting ? (
        <span className={styles.busy}>
          <span aria-hidden="true" dir="ltr">
            {time}
          </span>
          <span className="foyer-visually-hidden">{t('register:verify.resendIn', { time })}</span>
        </span>
      ) : null}
    </div>
  );
}
