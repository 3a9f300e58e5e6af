import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useAppTranslation } from '../../i18n/app-i18n';
import { PasswordInput } from './password-input';
import type { Provider, UnlinkProblem } from './use-sign-in-methods';

/**
 * What the dialog unlinks, and how; each answers the problem, or null when it is done. A
 * provider asks for the password again (decision 062); Telegram's unbind asks none (089).
 */
export type UnlinkRequest =
  | { method: Provider; unlink: (password: string) => Promise<UnlinkProblem | null> }
  | { method: 'telegram'; unlink: () => Promise<UnlinkProblem | null> };

interface UnlinkDialogProps {
  request: UnlinkRequest;
  /** The method's name as the card shows it. */
  name: string;
  onClose: () => void;
}

type DialogProblem = UnlinkProblem | 'passwordMissing';

const FOCUSABLE = 'input, button, [href], [tabindex]:not([tabindex="-1"])';

/**
 * "Unlink {provider}?": the password asked again (decision 062); for Telegram, a confirmation
 * (089). A modal dialog: focus moves to the password (for Telegram, to Cancel, the harmless
 * choice) and stays inside (Tab and Shift+Tab go round), Escape or Cancel close it, and focus
 * goes back to the button that opened it.
 */
export function UnlinkDialog({ request, name, onClose }: UnlinkDialogProps) {
  const { t } = useAppTranslation();
  const titleId = useId();
  const bodyId = useId();
  const errorId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const asksPassword = request.method !== 'telegram';
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<DialogProblem | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    (passwordField.current ?? cancelButton.current)?.focus();
    return () => opener?.focus();
  }, []);

  function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const inside = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => !element.hasAttribute('disabled'),
    );
    const [first, last] = [inside[0], inside[inside.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.method !== 'telegram' && password === '') return setProblem('passwordMissing');
    setBusy(true);
    const refused = await (request.method === 'telegram'
      ? request.unlink()
      : request.unlink(password));
    setBusy(false);
    if (refused === null) return onClose();
    setProblem(refused);
    setPassword('');
    (passwordField.current ?? cancelButton.current)?.focus();
  }

  const passwordProblem = problem === 'passwordMissing' || problem === 'wrongPassword';
  return (
    <div className="security-backdrop">
      <div
        ref={dialog}
        className="security-dialog app-card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={keepFocusInside}
      >
        <h2 id={titleId} className="security-title">
          {t('app:security.methods.dialogTitle', { provider: name })}
        </h2>
        <p id={bodyId}>
          {asksPassword
            ? t('app:security.methods.dialogBody', { provider: name })
            : t('app:security.methods.telegramDialogBody')}
        </p>
        <form className="security-form" noValidate onSubmit={(event) => void submit(event)}>
          {asksPassword ? (
            <PasswordInput
              inputRef={passwordField}
              value={password}
              onChange={setPassword}
              invalid={passwordProblem}
              errorId={problem ? errorId : undefined}
            />
          ) : null}
          {problem ? (
            <p id={errorId} className="security-error" role="alert">
              {t(`app:security.methods.problems.${problem}`)}
            </p>
          ) : null}
          <div className="security-dialog-buttons">
            <button type="submit" className="app-button" disabled={busy}>
              {t('app:security.methods.unlink')}
            </button>
            <button
              ref={cancelButton}
              type="button"
              className="app-button app-button-quiet"
              onClick={onClose}
            >
              {t('app:security.methods.cancel')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
