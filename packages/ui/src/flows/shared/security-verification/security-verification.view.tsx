import { useSelector } from '../../../machine/react';
import type { ActorRefFrom } from '../../../machine';
import type { SecurityVerificationMachine } from './security-verification.machine';
import { useRefusalText } from '../use-refusal-text';
import { SecurityVerificationPanel } from './security-verification-panel';

type VerificationActor = ActorRefFrom<SecurityVerificationMachine>;

/** The panel for an invoked security verification (sign-up's, decision 031). */
export function SecurityVerificationView({ actor }: { actor: VerificationActor | undefined }) {
  if (!actor) return null;
  return <Panel actor={actor} />;
}

function Panel({ actor }: { actor: VerificationActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const { target, codeAttempt, codeSentAt } = snapshot.context;
  const refusal = useRefusalText(snapshot.context.refusal, 'code', 'register');
  return (
    <SecurityVerificationPanel
      reason="signUp"
      target={target}
      codeAttempt={codeAttempt}
      sentAt={codeSentAt}
      refusal={refusal}
      entering={snapshot.matches('enteringCode')}
      sending={snapshot.matches('sendingCode')}
      onBack={() => actor.send({ type: 'CANCEL' })}
      onCode={(code) => actor.send({ type: 'RISK_CODE_COMPLETED', code })}
      onResend={() => actor.send({ type: 'RESEND_RISK_CODE' })}
    />
  );
}
