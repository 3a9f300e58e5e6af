import { useId, useState, type FormEvent } from 'react';
import { useAppTranslation } from '../../i18n/app-i18n';
import { ConfirmButton } from '../../app-shell/confirm-page';
import { NumberPick } from './number-pick';
import type { Approval, ApprovalProblem } from './use-qr-confirm';
import './qr-approval.css';

type FormProblem = ApprovalProblem | 'pickNumber' | 'password';

interface ApprovalFormProps {
  choices: readonly string[];
  /** The account has two-factor on: its current code is asked too. */
  twoFactor: boolean;
  busy: boolean;
  onConfirm: (approval: Approval) => Promise<ApprovalProblem | null>;
  onCancel: () => void;
}

/**
 * The approval: the number the other screen shows, the password, and the authenticator code
 * when two-factor is on (decision 039); then "Confirm" or "Cancel".
 */
export function ApprovalForm({ choices, twoFactor, busy, onConfirm, onCancel }: ApprovalFormProps) {
  const { t } = useAppTranslation();
  const passwordId = useId();
  const codeId = useId();
  const problemId = useId();
  const [number, setNumber] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<FormProblem | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (number === null) return setProblem('pickNumber');
    if (password === '') return setProblem('password');
    const approval = twoFactor ? { number, password, google2fa: code } : { number, password };
    const refused = await onConfirm(approval);
    setProblem(refused);
    if (refused) setCode('');
  }

  const describedBy = problem ? problemId : undefined;
  return (
    <form className="qr-approval" noValidate onSubmit={(event) => void submit(event)}>
      <NumberPick
        legend={t('app:qrLogin.pickNumber')}
        choices={choices}
        value={number}
        onChange={setNumber}
        invalid={problem === 'pickNumber'}
      />
      <label htmlFor={passwordId} className="security-label">
        {t('app:qrLogin.password')}
      </label>
      <input
        id={passwordId}
        className="qr-approval-input"
        type="password"
        autoComplete="current-password"
        value={password}
        aria-invalid={problem === 'password' || problem === 'wrongPassword' || undefined}
        aria-describedby={describedBy}
        onChange={(event) => setPassword(event.target.value)}
      />
      {twoFactor ? (
        <>
          <label htmlFor={codeId} className="security-label">
            {t('app:qrLogin.twoFactorCode')}
          </label>
          <input
            id={codeId}
            className="qr-approval-input"
            dir="ltr"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            aria-describedby={describedBy}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
        </>
      ) : null}
      {problem ? (
        <p id={problemId} className="security-error" role="alert">
          {t(`app:qrLogin.problems.${problem}`)}
        </p>
      ) : null}
      <div className="qr-confirm-actions">
        <button type="submit" className="app-button" disabled={busy}>
          {t('app:qrLogin.confirm')}
        </button>
        <ConfirmButton label={t('app:qrLogin.cancel')} cancel disabled={busy} onClick={onCancel} />
      </div>
    </form>
  );
}
