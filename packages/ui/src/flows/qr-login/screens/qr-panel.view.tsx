import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { refusalMessage } from '../../../api/refusal-message';
import { translatorFor } from '../../../i18n/create-i18n';
import { formatCountdown } from '../../register/countdown';
import type { QrLoginController } from '../use-qr-login';
import styles from '../qr-login.module.css';
import { QrGeneratingView } from './qr-generating.view';
import { QrImageView } from './qr-image.view';

/** The message of each state that is not the code itself. */
const ENDED_MESSAGES = {
  declined: 'qr:declined',
  expired: 'qr:expired',
  failed: 'qr:failed',
} as const;

/** Wrapped in a left-to-right isolate, so "01:58" reads the same in Arabic. */
const leftToRight = (text: string) => `\u2066${text}\u2069`;

/** The QR tab's content: the code and time left, or what happened with a refresh button. */
export function QrPanelView({ qr }: { qr: QrLoginController }) {
  const { t, i18n } = useTranslation();
  const numberLabelId = useId();
  const { snapshot, refresh } = qr;
  const { ticket, secondsLeft, scanned, refused } = snapshot.context;
  const ended = (['declined', 'expired', 'failed'] as const).find((state) =>
    snapshot.matches(state),
  );

  if (ended) {
    // A refused code is said in the toast's words, which go after 2 s; these stay (issue 37).
    const refusal =
      ended === 'failed' && refused
        ? refusalMessage(refused, { context: 'qrGenerate', translate: translatorFor(i18n) }).text
        : '';
    return (
      <div className={styles.panel}>
        <p role="alert" className={styles.message}>
          {refusal || t(ENDED_MESSAGES[ended])}
        </p>
        {/* The one thing to do now: the focus goes to it, not back to the page. */}
        <Button variant="secondary" onClick={refresh} autoFocus>
          {t('qr:refresh')}
        </Button>
      </div>
    );
  }
  if (snapshot.matches('confirmed')) {
    return (
      <div className={styles.panel}>
        <p role="status" className={styles.message}>
          {t('qr:confirmed')}
        </p>
      </div>
    );
  }
  if (!ticket || snapshot.matches('generating')) return <QrGeneratingView />;
  return (
    <div className={styles.panel}>
      <div className={styles.code}>
        <QrImageView link={ticket.link} label={t('qr:imageLabel')} />
      </div>
      <div className={styles.match} role="group" aria-labelledby={numberLabelId}>
        <span id={numberLabelId} className={styles.matchLabel}>
          {t('qr:numberLabel')}
        </span>
        <span className={styles.number} dir="ltr" data-qr-number>
          {ticket.number}
        </span>
      </div>
      <p role="status" className={scanned ? styles.message : styles.hint}>
        {t(scanned ? 'qr:scanned' : 'qr:instructions')}
      </p>
      <p className={styles.remaining}>
        {t('qr:remaining', { time: leftToRight(formatCountdown(secondsLeft, i18n.language)) })}
      </p>
    </div>
  );
}
