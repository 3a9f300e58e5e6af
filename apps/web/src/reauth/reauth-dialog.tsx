import './reauth.css';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'; // prettier-ignore
import { useAppTranslation } from '../i18n/app-i18n';
import { ReauthFields } from './reauth-fields';
import {
  NO_VALUES,
  clearedFor,
  valuesProblem,
  type ReauthMethod,
  type ReauthProblem,
  type ReauthValues,
} from './reauth-proof';
import type { ReauthMethodHandle } from './use-reauth-method';

interface ReauthDialogProps {
  title: string;
  body: string;
  submitLabel: string;
  reauth: ReauthMethodHandle;
  /** Fields of the change itself, before "Confirm it's you" (a new password). */
  children?: ReactNode;
  /** Checks the change's own fields; false stops the submit (they say why themselves). */
  beforeSubmit?: () => boolean;
  /**
   * Makes the change; answers null when it is done, the re-authentication's refusal (said beside
   * its field), or the text of the change's own refusal (said above the buttons).
   */
  onSubmit: (values: ReauthValues, method: ReauthMethod) => Promise<ReauthProblem | string | null>;
  onClose: () => void;
}

const FOCUSABLE = 'input, button, [href], [tabindex]:not([tabindex="-1"])';

/**
 * A change a session alone must not make, confirmed in a modal dialog (docs/decisions/106):
 * focus moves to the first field and stays inside (Tab and Shift+Tab go round), Escape or Cancel
 * close it, and focus goes back to the button that opened it. A refusal of the password or a
 * code is said beside that field and empties it; the dialog stays open.
 */
export function ReauthDialog(props: ReauthDialogProps) {
  const { title, body, submitLabel, reauth, children, beforeSubmit, onSubmit, onClose } = props;
  const { t } = useAppTranslation();
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<ReauthValues>(NO_VALUES);
  const [problem, setProblem] = useState<ReauthProblem | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const [busy, setBusy] = useState(false);
  const method = reauth.state.kind === 'loaded' ? reauth.state.method : null;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const inside = dialog.current?.querySelector<HTMLElement>('input, button');
    inside?.focus();
    return () => opener?.focus();
  }, []);

  // A refused field was emptied: the person types it again there.
  useEffect(() => {
    if (problem) dialog.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problem]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const inside = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => !element.hasAttribute('disabled'),
    );
    const [head, last] = [inside[0], inside[inside.length - 1]];
    if (event.shiftKey && document.activeElement === head) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      head?.focus();
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!method || method.factor === 'none') return;
    const ownFieldsOk = beforeSubmit ? beforeSubmit() : true;
    const missing = valuesProblem(method, values);
    setProblem(missing);
    setRefusal(null);
    if (!ownFieldsOk || missing) return;
    setBusy(true);
    const refused = await onSubmit(values, method);
    setBusy(false);
    if (refused === null) return onClose();
    if (typeof refused === 'string') return setRefusal(refused);
    setProblem(refused);
    setValues(clearedFor(values, refused));
  }

  return (
    <div className="reauth-backdrop">
      <div
        ref={dialog}
        className="reauth-dialog app-card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="reauth-title">
          {title}
        </h2>
        <p id={bodyId}>{body}</p>
        <form className="security-form" noValidate onSubmit={(event) => void submit(event)}>
          {children}
          {method ? (
            <ReauthFields
              method={method}
              sendCode={reauth.sendCode}
              values={values}
              onChange={setValues}
              problem={problem}
              onSendProblem={setProblem}
              firstRef={first}
            />
          ) : (
            <p className="app-muted" aria-busy={reauth.state.kind === 'loading'}>
              {reauth.state.kind === 'failed'
                ? t('app:security.reauth.methodFailed')
                : t('app:loading')}
            </p>
          )}
          {refusal ? (
            <p id={refusalId} className="security-error" role="alert">
              {refusal}
            </p>
          ) : null}
          <div className="reauth-buttons">
            <button
              type="submit"
              className="app-button"
              disabled={busy || !method || method.factor === 'none'}
            >
              {submitLabel}
            </button>
            <button type="button" className="app-button app-button-quiet" onClick={onClose}>
              {t('app:security.reauth.cancel')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
