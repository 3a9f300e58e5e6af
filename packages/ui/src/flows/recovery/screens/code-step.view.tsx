import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { CodeInput } from '../../../components/code-input';
import { FlowHeading } from '../../shared/flow-heading';
import { ResendCountdown } from '../../shared/resend-countdown';
import styles from '../../shared/flow.module.css';
import { BackToLogIn } from './back-to-log-in.view';

export interface CodeSentProps {
  /** Where the code went, as the heading's subtitle says it. */
  subtitle: string;
  /** A new try of the six boxes: they clear when it changes. */
  attempt: number;
  /** The boxes wait while a code is sent or checked. */
  busy: boolean;
  onComplete(code: string): void;
  onChangeAccount(): void;
  /** "Send a new code", where the flow sends another: 60 s after the last code was sent. */
  resend?: { busy: boolean; sentAt: number | null; onResend(): void } | undefined;
  /** The refusal of the last code or send (translated), kept under the boxes. */
  refusal?: string | null;
  /** A line under the boxes. */
  hint?: ReactNode;
}

/**
 * "Enter the verification code" of recovery and self-unblock: the six boxes, a new code where
 * the flow sends one, another account.
 */
export function CodeSentView(props: CodeSentProps) {
  const { t } = useTranslation();
  const { resend } = props;
  return (
    <div className={styles.screen}>
      <FlowHeading subtitle={props.subtitle}>{t('recovery:codeTitle')}</FlowHeading>
      <div className={styles.form}>
        <CodeInput
          resetKey={props.attempt}
          autoFocus
          disabled={props.busy}
          error={props.refusal}
          onComplete={props.onComplete}
        />
        {props.hint}
        <div className={styles.row}>
          {resend ? (
            <ResendCountdown
              label={t('recovery:resend')}
              sentAt={resend.sentAt ?? undefined}
              busy={resend.busy}
              onResend={resend.onResend}
            />
          ) : null}
          <button type="button" className={styles.linkButton} onClick={props.onChangeAccount}>
            {t('recovery:changeAccount')}
          </button>
        </div>
      </div>
      <BackToLogIn />
    </div>
  );
}
