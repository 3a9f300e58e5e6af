import { useTranslation } from '../../../i18n/use-translation';
import styles from '../../shared/flow.module.css';
import { ResendButtonView } from '../../shared/resend-countdown';
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
  const { t } = useTranslation();
  const { snapshot, send } = register;
  const counting = snapshot.matches({ [screen]: { resend: 'countingDown' } } as never);
  const canResend = snapshot.matches({ [screen]: { resend: 'canResend' } } as never);
  return (
    <div className={styles.resend}>
      <ResendButtonView
        label={t('register:verify.resend')}
        disabled={!canResend}
        secondsLeft={counting ? snapshot.context.resendIn : null}
        onResend={() => send({ type: 'RESEND' })}
      />
    </div>
  );
}
