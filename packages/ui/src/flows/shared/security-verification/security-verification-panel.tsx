import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { CodeInput } from '../../../components/code-input';
import { BackStep } from '../../login/screens/back-step.view';
import { FlowHeading } from '../flow-heading';
import { ResendCountdown } from '../resend-countdown';
import styles from '../flow.module.css';

export interface SecurityVerificationPanelProps {
  /** Where the code went, partly hidden; null before the send answered. */
  target: string | null;
  codeAttempt: number;
  /** When the last code was sent: "Send a new code" waits 60 s from it (null: none sent yet). */
  sentAt: number | null;
  /** The refusal of the last code or send (translated), kept under the boxes. */
  refusal?: string | null;
  entering: boolean;
  sending: boolean;
  /** Why the panel is shown: a log-in from a new place, or a sign-up send (decision 031). */
  reason: 'login' | 'signUp';
  onBack(): void;
  onCode(code: string): void;
  onResend(): void;
}

const TEXTS = {
  login: { intro: 'intro', sentTo: 'sentTo', back: 'back' },
  signUp: { intro: 'signUpIntro', sentTo: 'signUpSentTo', back: 'backToSignUp' },
} as const;

/**
 * The security verification panel (behaviour §2, §4 risk_token): the six boxes for the code sent
 * to the holder of a risk token, Resend after its 60 s countdown, and Back (Escape too).
 */
export function SecurityVerificationPanel(props: SecurityVerificationPanelProps) {
  const { t } = useTranslation();
  const { target, codeAttempt, entering, sending, onBack } = props;
  const texts = TEXTS[props.reason];
  // Isolated (FSI…PDI) so a left-to-right address keeps its order in right-to-left text.
  const subtitle = target
    ? t(`securityVerification:${texts.sentTo}`, { target: `\u2068${target}\u2069` })
    : t(`securityVerification:${texts.intro}`);
  // Escape leaves the panel as Back does, wherever the focus is (a modal's Escape).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onBack();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onBack]);

  return (
    <div className={styles.screen}>
      <BackStep title={t(`securityVerification:${texts.back}`)} onBack={onBack} />
      <FlowHeading subtitle={subtitle}>{t('securityVerification:title')}</FlowHeading>
      <div className={styles.form}>
        <CodeInput
          resetKey={codeAttempt}
          autoFocus
          disabled={!entering}
          error={props.refusal}
          onComplete={props.onCode}
        />
        {!entering && !sending ? (
          <p className={styles.busy} aria-live="polite">
            {t('securityVerification:checking')}
          </p>
        ) : null}
        <div className={styles.row}>
          <ResendCountdown
            label={t('securityVerification:resend')}
            sentAt={props.sentAt ?? undefined}
            busy={!entering}
            onResend={props.onResend}
          />
        </div>
      </div>
    </div>
  );
}
