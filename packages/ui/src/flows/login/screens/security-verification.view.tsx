import { SecurityVerificationPanel } from '../../shared/security-verification/security-verification-panel';
import { useRefusalText } from '../../shared/use-refusal-text';
import type { LoginMachineView } from '../use-login';

/**
 * The security verification panel of a log-in from a new device or country (behaviour §2, §4
 * risk_token): a code goes to the account's e-mail or phone, and the login is re-sent with
 * the verified risk token.
 */
export function SecurityVerificationView({ login }: { login: LoginMachineView }) {
  const { snapshot, send } = login;
  const { riskCodeTarget, riskCodeSentAt, codeAttempt } = snapshot.context;
  const refusal = useRefusalText(snapshot.context.refusal, 'code', 'login');
  return (
    <SecurityVerificationPanel
      reason="login"
      target={riskCodeTarget}
      codeAttempt={codeAttempt}
      sentAt={riskCodeSentAt}
      refusal={refusal}
      entering={snapshot.matches({ securityVerification: 'enteringCode' })}
      sending={snapshot.matches({ securityVerification: 'sendingCode' })}
      onBack={() => send({ type: 'BACK' })}
      onCode={(code) => send({ type: 'RISK_CODE_COMPLETED', code })}
      onResend={() => send({ type: 'RESEND_RISK_CODE' })}
    />
  );
}
