import { useEffect, useState } from 'react';
import { RESEND_COOLDOWN_MS } from '@foyer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { COUNTDOWN_TICK_MS, formatCountdown } from '../register/countdown';
import styles from './flow.module.css';

/** What is left of the wait at `now`; a send newer than `now` waits the whole of it. */
const remainingAt = (sentAt: number | undefined, now: number) =>
  sentAt === undefined
    ? 0
    : Math.min(RESEND_COOLDOWN_MS, Math.max(0, sentAt + RESEND_COOLDOWN_MS - now));

/** Milliseconds until a new code may be asked for, the last sent at `sentAt`; ticks each second. */
export function useResendWait(sentAt: number | undefined): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (sentAt === undefined) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (remainingAt(sentAt, at) === 0) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [sentAt]);
  return remainingAt(sentAt, now);
}

export interface ResendCountdownProps {
  /** The button's words ("Send a new code"). */
  label: string;
  /** When the last code was sent (ms since the epoch); the wait runs 60 s from it. */
  sentAt: number | undefined;
  /** A send is under way. */
  busy: boolean;
  onResend(): void;
}

/**
 * The resend button of a code step, as the sign-up's (resend-row.view.tsx): disabled for the
 * 60 s the server refuses another send (32004), with the time left beside it, 00:59 … 00:00,
 * read out once as a sentence.
 */
export function ResendCountdown({ label, sentAt, busy, onResend }: ResendCountdownProps) {
  const { t, i18n } = useTranslation();
  const remaining = useResendWait(sentAt);
  const counting = remaining > 0;
  const time = formatCountdown(Math.ceil(remaining / 1000) - 1, i18n.language);
  return (
    <span className={styles.resend}>
      <button
        type="button"
        className={styles.linkButton}
        disabled={busy || counting}
        onClick={onResend}
      >
        {label}
      </button>
      {counting ? (
        <span className={styles.busy}>
          <span aria-hidden="true" dir="ltr">
            {time}
          </span>
          <span className="foyer-visually-hidden">{t('common:resendIn', { time })}</span>
        </span>
      ) : null}
    </span>
  );
}
