import { useId, useRef, useState, type FormEvent } from 'react';
import { useAppTranslation } from '../../i18n/app-i18n';
import { PasswordInput } from './password-input';
import type { CodeProblem, TwoFactorProof } from './use-two-factor';

interface CodeFormProps {
  /** The button's text (already translated). */
  submitLabel: string;
  busy: boolean;
  onSubmit: (proof: TwoFactorProof) => Promise<CodeProblem | null>;
}

type FormProblem = CodeProblem | 'format' | 'passwordMissing';

const isPasswordProblem = (problem: FormProblem | null) =>
  problem === 'passwordMissing' || problem === 'wrongPassword';

/**
 * The account's password and a "Verification code" (six digits from the app), and the
 * button: turning two-factor on or off asks for both (decision 036).
 */
export function CodeForm({ submitLabel, busy, onSubmit }: CodeFormProps) {
  const { t } = useAppTranslation();
  const inputId = useId();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const passwordProblem = isPasswordProblem(problem);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  /** The message is said beside the field it concerns, which takes the focus (issue 37). */
  function refuse(refused: FormProblem | null) {
    setProblem(refused);
    if (refused) (isPasswordProblem(refused) ? passwordRef : codeRef).current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password === '') return refuse('passwordMissing');
    if (!/^\d{6}$/.test(code)) return refuse('format');
    const refused = await onSubmit({ password, code });
    refuse(refused);
    if (refused === 'wrongPassword') setPassword('');
    else if (refused) setCode('');
  }

  return (
    <form className="security-form" noValidate onSubmit={(event) => void submit(event)}>
      <PasswordInput
        value={password}
        onChange={setPassword}
        invalid={passwordProblem}
        errorId={passwordProblem ? errorId : undefined}
        inputRef={passwordRef}
      />
      <label htmlFor={inputId} className="security-label">
        {t('app:security.codeLabel')}
      </label>
      <input
        ref={codeRef}
        id={inputId}
        className="security-input"
        dir="ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        aria-invalid={problem && !passwordProblem ? true : undefined}
        aria-describedby={problem && !passwordProblem ? errorId : undefined}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      {problem ? (
        <p id={errorId} className="security-error" role="alert">
          {t(`app:security.problems.${problem}`)}
        </p>
      ) : null}
      <button type="submit" className="app-button" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
