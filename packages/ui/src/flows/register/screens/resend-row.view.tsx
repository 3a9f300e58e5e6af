import { useTranslation } from '../../../i18n/use-translation';
import styles from '../../shared/flow.module.css';
import { formatCountdown } from '../countdown';
import type { RegisterController } from '../use-register';

/** The screens with a resend region (register.machine: verifyingCode, waitingForLink). */
export type ResendScreen = 'verifyingCode' | 'waitingForLink';

/** "Resend", disabled while the 60 s countdown runs; the countdown reads 00:SS beside it. */
export function ResendRow({
  register,
  screen,
}: {
  register: RegisterController;
  screen: ResendScreen;
}) {
  const { t, i18n } = useTranslation();
  const { snapshot, send } = register;
  const counting = snapshot.matches({ [screen]: { resend: 'countingDown' } } as never);
  const canResend = snapshot.matches({ [screen]: { resend: 'canResend' } } as never);
  const time = formatCountdown(snapshot.context.resendIn, i18n.language);
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
