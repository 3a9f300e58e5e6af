import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeProblem } from './use-two-factor';

interface CodeFormProps {
  /** The button's text (already translated). */
  submitLabel: string;
  busy: boolean;
  onSubmit: (code: string) => Promise<CodeProblem | null>;
}

/** One "Verification code" field (six digits from the app) and its button. */
export function CodeForm({ submitLabel, busy, onSubmit }: CodeFormProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<CodeProblem | 'format' | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setProblem('format');
    const refused = await onSubmit(code);
    setProblem(refused);
    if (refused) setCode('');
  }

  return (
    <form className="security-form" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className="security-label">
        {t('app:security.codeLabel')}
      </label>
      <input
        id={inputId}
        className="security-input"
        dir="ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
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
