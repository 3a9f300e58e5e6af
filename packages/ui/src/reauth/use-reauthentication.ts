/**
 * The widget's one place that asks how the signed-in account re-authenticates and sends the
 * code of an account without a password (docs/decisions/106), for the steps after a log-in that
 * bind Telegram: the bind-failure notice's "Bind again" and the Mini App's link-auth. The form's
 * values and its refusal live here too, so a flow's view only shows them.
 *
 * The rules themselves are pure, no React: the method call says which fields to show; the
 * values become the calls' `reauth`; a refusal names the field it is about, so its message
 * stays beside that field. One module with the hook: one lazy chunk, not two.
 */
import { useCallback, useEffect, useState } from 'react';
import { RET_CODES, reauthMethodCall, reauthSendCodeCall, type CallResult } from '@foyer/contract';
import { passwordDigest } from '../api/password-digest';
import { useWidget } from '../widget/widget-context';

export type ReauthMethod = CallResult<typeof reauthMethodCall>;

/** What the person typed: the password, or the sent code; the authenticator's code. */
export interface ReauthValues {
  password: string;
  code: string;
  google2fa: string;
}

export const NO_VALUES: ReauthValues = { password: '', code: '', google2fa: '' };

export type ReauthField = keyof ReauthValues;

/** A refusal and the field it is about: its text is `app:security.reauth.problems.<key>` (the app) or
 * `securityVerification:reauth.problems.<key>` (the widget). */
export type ReauthProblem =
  | { field: 'password'; key: 'passwordMissing' | 'wrongPassword' | 'passwordLocked' }
  | {
      field: 'code';
      key:
        | 'codeMissing'
        | 'codeInvalid'
        | 'codeExpired'
        | 'codeTooManyTries'
        | 'codesPaused'
        | 'sendTooSoon'
        | 'sendCapped'
        | 'sendFailed';
    }
  | { field: 'google2fa'; key: 'google2faMissing' | 'google2faInvalid' | 'google2faLocked' };

const SIX_DIGITS = /^\d{6}$/;

/** The problem of the values before anything is sent, if any (empty or not six digits). */
export function valuesProblem(method: ReauthMethod, values: ReauthValues): ReauthProblem | null {
  if (method.factor === 'password' && values.password === '') {
    return { field: 'password', key: 'passwordMissing' };
  }
  if (method.factor === 'code' && !SIX_DIGITS.test(values.code)) {
    return { field: 'code', key: 'codeMissing' };
  }
  if (method.google2fa && !SIX_DIGITS.test(values.google2fa)) {
    return { field: 'google2fa', key: 'google2faMissing' };
  }
  return null;
}

/** The calls' `reauth`: the password leaves the browser only as its digest (behaviour §3). */
export async function proofOf(method: ReauthMethod, values: ReauthValues) {
  return {
    ...(method.factor === 'password' ? { password: await passwordDigest(values.password) } : {}),
    ...(method.factor === 'code' ? { verify_code: values.code } : {}),
    ...(method.google2fa ? { google2fa: values.google2fa } : {}),
  };
}

/** The re-authentication's refusals, by ret_code (made when asked: no work as the module loads). */
function refusals(): Map<number, ReauthProblem> {
  return new Map<number, ReauthProblem>([
    [RET_CODES.WRONG_PASSWORD.code, { field: 'password', key: 'wrongPassword' }],
    [RET_CODES.PASSWORD_ERRORS_OVER_LIMIT.code, { field: 'password', key: 'passwordLocked' }],
    [RET_CODES.VERIFY_CODE_INVALID.code, { field: 'code', key: 'codeInvalid' }],
    [RET_CODES.VERIFY_CODE_EXPIRED.code, { field: 'code', key: 'codeExpired' }],
    [RET_CODES.VERIFY_CODE_TOO_MANY_TRIES.code, { field: 'code', key: 'codeTooManyTries' }],
    [RET_CODES.WRONG_CODE_BUDGET_SPENT.code, { field: 'code', key: 'codesPaused' }],
    [RET_CODES.TWO_FACTOR_CODE_INVALID.code, { field: 'google2fa', key: 'google2faInvalid' }],
    [RET_CODES.TWO_FACTOR_LOCKED.code, { field: 'google2fa', key: 'google2faLocked' }],
  ]);
}

/** The re-authentication refusal a ret_code is, if it is one (else the call's own refusal). */
export const reauthProblemOf = (retCode: number): ReauthProblem | undefined =>
  refusals().get(retCode);

/** Why a code was not sent, beside the code's field. */
export function sendProblemOf(retCode: number): ReauthProblem {
  if (retCode === RET_CODES.RESEND_TOO_SOON.code) return { field: 'code', key: 'sendTooSoon' };
  if (retCode === RET_CODES.WRONG_CODE_BUDGET_SPENT.code) {
    return { field: 'code', key: 'codesPaused' };
  }
  if (retCode === RET_CODES.SEND_CAP_TARGET.code || retCode === RET_CODES.SEND_CAP_IP.code) {
    return { field: 'code', key: 'sendCapped' };
  }
  return { field: 'code', key: 'sendFailed' };
}

/** After a refusal, the field it is about is emptied (a wrong secret is typed again). */
export function clearedFor(values: ReauthValues, problem: ReauthProblem): ReauthValues {
  return { ...values, [problem.field]: '' };
}

export type ReauthMethodState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; method: ReauthMethod };

/** The code's send: not yet, under way, sent. */
export type ReauthSend = 'idle' | 'sending' | 'sent';

export function useReauthentication() {
  const { api } = useWidget();
  const [state, setState] = useState<ReauthMethodState>({ kind: 'loading' });
  const [values, setValues] = useState<ReauthValues>(NO_VALUES);
  const [problem, setProblem] = useState<ReauthProblem | null>(null);
  const [send, setSend] = useState<ReauthSend>('idle');

  useEffect(() => {
    let live = true;
    void api.call(reauthMethodCall, {}, { hideError: true }).then((outcome) => {
      if (live) setState(outcome.ok ? { kind: 'loaded', method: outcome.result } : { kind: 'failed' }); // prettier-ignore
    });
    return () => {
      live = false;
    };
  }, [api]);

  const sendCode = useCallback(async () => {
    setSend('sending');
    const outcome = await api.call(reauthSendCodeCall, {}, { hideError: true });
    setSend(outcome.ok ? 'sent' : 'idle');
    setProblem(outcome.ok ? null : sendProblemOf(outcome.retCode));
  }, [api]);

  const method = state.kind === 'loaded' ? state.method : null;

  /** The proof to send, or null (with the problem shown) when a field is missing. */
  const ready = useCallback((): { method: ReauthMethod; values: ReauthValues } | null => {
    if (!method || method.factor === 'none') return null;
    const missing = valuesProblem(method, values);
    setProblem(missing);
    return missing ? null : { method, values };
  }, [method, values]);

  /** A refusal of the server: said beside its field, which is emptied. */
  const refused = useCallback((refusal: ReauthProblem) => {
    setProblem(refusal);
    setValues((now) => ({ ...now, [refusal.field]: '' }));
  }, []);

  return { state, method, values, setValues, problem, send, sendCode, ready, refused };
}

export type Reauthentication = ReturnType<typeof useReauthentication>;
