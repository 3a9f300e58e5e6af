import { useId, useState, type FormEvent } from 'react';
import { RET_CODES, validatePassword, validateSubAccountName } from '@foyer/contract';
import { useAppTranslation, type AppKey } from '../../i18n/app-i18n';
import type { CreateResult } from './use-sub-accounts';

const FAILURE_KEYS: Record<number, AppKey> = {
  [RET_CODES.SUB_ACCOUNT_NAME_TAKEN.code]: 'app:subAccounts.nameTaken',
  [RET_CODES.SUB_ACCOUNT_LIMIT.code]: 'app:subAccounts.limit',
};

interface Props {
  onCreate: (name: string, password: string) => Promise<CreateResult>;
}

/** "Sub-account name" and "Password", checked by the contract's rules before sending. */
export function SubAccountForm({ onCreate }: Props) {
  const { t } = useAppTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const nameError =
    submitted && validateSubAccountName(name) ? t('app:subAccounts.invalidName') : null;
  const passwordError =
    submitted && validatePassword(password) ? t('app:subAccounts.invalidPassword') : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setMessage(null);
    if (validateSubAccountName(name) || validatePassword(password)) return;
    setBusy(true);
    const result = await onCreate(name, password);
    setBusy(false);
    if (result.ok) {
      setMessage({
        kind: 'done',
        text: t('app:subAccounts.created', { name: name.toLowerCase() }),
      });
      setName('');
      setPassword('');
      setSubmitted(false);
    } else {
      const key = FAILURE_KEYS[result.retCode] ?? 'app:subAccounts.failed';
      setMessage({ kind: 'error', text: t(key) });
    }
  }

  return (
    <form className="sub-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h3>{t('app:subAccounts.createTitle')}</h3>
      <label className="host-text" htmlFor={`${id}-name`}>
        {t('app:subAccounts.name')}
        <input
          id={`${id}-name`}
          value={name}
          dir="ltr"
          autoComplete="off"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : `${id}-name-hint`}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <p
        id={nameError ? `${id}-name-error` : `${id}-name-hint`}
        className={nameError ? 'sub-error' : 'app-muted'}
      >
        {nameError ?? t('app:subAccounts.nameHint')}
      </p>
      <label className="host-text" htmlFor={`${id}-password`}>
        {t('app:subAccounts.password')}
        <input
          id={`${id}-password`}
          type="password"
          value={password}
          autoComplete="new-password"
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? `${id}-password-error` : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      {passwordError ? (
        <p id={`${id}-password-error`} className="sub-error">
          {passwordError}
        </p>
      ) : null}
      <button type="submit" className="app-button" disabled={busy}>
        {t('app:subAccounts.create')}
      </button>
      <p role="status" className={message?.kind === 'error' ? 'sub-error' : 'app-muted'}>
        {message?.text ?? ''}
      </p>
    </form>
  );
}
