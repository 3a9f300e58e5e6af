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
 * The resend button and, while it waits, the time left beside it (00:59 … 00:00), read out once
 * as a sentence: the sign-up's row (resend-row.view.tsx) and the other code steps draw this.
 */
export function ResendButtonView({
  label,
  disabled,
  secondsLeft,
  onResend,
}: {
  label: string;
  disabled: boolean;
  /** The countdown's seconds, or null when it does not run. */
  secondsLeft: number | null;
  onResend(): void;
}) {
  const { t, i18n } = useTranslation();
  const time = secondsLeft === null ? '' : formatCountdown(secondsLeft, i18n.language);
  return (
    <span className={styles.resend}>
      <button type="button" className={styles.linkButton} disabled={disabled} onClick={onResend}>
        {label}
      </button>
      {secondsLeft === null ? null : (
        <span className={styles.busy}>
          <span aria-hidden="true" dir="ltr">
            {time}
          </span>
          <span className="foyer-visually-hidden">{t('common:resendIn', { time })}</span>
        </span>
      )}
    </span>
  );
}

/**
 * The resend button of a code step that has no countdown of its own (the new device's,
 * recovery's): disabled for the 60 s the server refuses another send (32004).
 */
export function ResendCountdown({ label, sentAt, busy, onResend }: ResendCountdownProps) {
  const remaining = useResendWait(sentAt);
  const counting = remaining > 0;
  return (
    <ResendButtonView
      label={label}
      disabled={busy || counting}
      secondsLeft={counting ? Math.ceil(remaining / 1000) - 1 : null}
      onResend={onResend}
    />
  );
}
