import { useId, useState, type FormEvent } from 'react';
import { RET_CODES, validatePassword, validateSubAccountName } from '@foyer/contract';
import { useAppTranslation, type AppKey } from '../../i18n/app-i18n';
import { ReauthFields } from '../../reauth/reauth-fields';
import {
  NO_VALUES,
  clearedFor,
  reauthProblemOf,
  valuesProblem,
  type ReauthProblem,
  type ReauthValues,
} from '../../reauth/reauth-proof';
import type { ReauthMethodHandle } from '../../reauth/use-reauth-method';
import type { SubAccountsHandle } from './use-sub-accounts';

const FAILURE_KEYS: Record<number, AppKey> = {
  [RET_CODES.SUB_ACCOUNT_NAME_TAKEN.code]: 'app:subAccounts.nameTaken',
  [RET_CODES.SUB_ACCOUNT_LIMIT.code]: 'app:subAccounts.limit',
};

interface Props {
  onCreate: SubAccountsHandle['create'];
  reauth: ReauthMethodHandle;
}

/**
 * "Sub-account name" and "Sub-account password", checked by the contract's rules before
 * sending, then "Confirm it's you" (decision 106): the main account's password or e-mailed
 * code, and its authenticator code when on. Each error stays below its field.
 */
export function SubAccountForm({ onCreate, reauth }: Props) {
  const { t } = useAppTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [proof, setProof] = useState<ReauthValues>(NO_VALUES);
  const [proofProblem, setProofProblem] = useState<ReauthProblem | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const method = reauth.state.kind === 'loaded' ? reauth.state.method : null;
  const nameError =
    submitted && validateSubAccountName(name) ? t('app:subAccounts.invalidName') : null;
  const passwordError =
    submitted && validatePassword(password) ? t('app:subAccounts.invalidPassword') : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setMessage(null);
    if (!method) return;
    const missing = valuesProblem(method, proof);
    setProofProblem(missing);
    if (validateSubAccountName(name) || validatePassword(password) || missing) return;
    setBusy(true);
    const result = await onCreate(name, password, { method, values: proof });
    setBusy(false);
    if (result.ok) {
      setMessage({
        kind: 'done',
        text: t('app:subAccounts.created', { name: name.toLowerCase() }),
      });
      setName('');
      setPassword('');
      setProof(NO_VALUES);
      setSubmitted(false);
      return;
    }
    const refused = reauthProblemOf(result.retCode);
    if (refused) {
      setProofProblem(refused);
      setProof(clearedFor(proof, refused));
      return;
    }
    const key = FAILURE_KEYS[result.retCode] ?? 'app:subAccounts.failed';
    setMessage({ kind: 'error', text: t(key) });
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
      {method ? (
        <ReauthFields
          method={method}
          sendCode={reauth.sendCode}
          values={proof}
          onChange={setProof}
          problem={proofProblem}
          onSendProblem={setProofProblem}
        />
      ) : null}
      <button
        type="submit"
        className="app-button"
        disabled={busy || !method || method.factor === 'none'}
      >
        {t('app:subAccounts.create')}
      </button>
      <p role="status" className={message?.kind === 'error' ? 'sub-error' : 'app-muted'}>
        {message?.text ?? ''}
      </p>
    </form>
  );
}
