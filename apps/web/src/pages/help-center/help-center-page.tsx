import './help-center-page.css';
import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  CAPTCHA_SCENES,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_SUBJECTS,
  siteFromHost,
  supportRequestCall,
  type SupportSubject,
} from '@foyer/contract';
import { callWithCaptcha } from '@foyer/ui';
import { createAppApi } from '../../api/app-api';
import { useApp } from '../../app-shell/app-context';
import { AppPage } from '../../app-shell/app-page';
import { usePageTitle } from '../../app-shell/use-page-title';
import { addPageTexts, useAppTranslation } from '../../i18n/app-i18n';
import helpCenter from '../../i18n/locales/en/app-pages/helpCenter.json';
import { Link } from '../../routing/link';
import { useLocation } from '../../routing/router';
import { useProfile } from '../dashboard/use-profile';
import {
  failureKey,
  formProblems,
  hasProblems,
  initialForm,
  sentByRefusal,
  type FormProblems,
} from './help-center-form';

addPageTexts({ helpCenter });

type Outcome =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'refused'; retCode: number }
  | { kind: 'sent'; id: number; email: string };

/**
 * /{lang}/help-center/s/webform (behaviour §2, decision 129): a subject, the visitor's e-mail,
 * a message, sent behind the help-center captcha and kept for the operator. Each problem
 * stays beside its field until the visitor changes it; `reject_guide_customer` (a refusal of
 * log-in or sign-up whose answer is "contact support") says why the visitor is here. Open
 * to anyone: a signed-in visitor's e-mail is filled in.
 */
export default function HelpCenterPage() {
  const { t } = useAppTranslation();
  const { lang, localize } = useApp();
  const { search } = useLocation();
  const id = useId();
  const api = useMemo(() => createAppApi(lang), [lang]);
  const { state: profile } = useProfile(lang);
  const [typed, setForm] = useState(() => initialForm(search));
  const [problems, setProblems] = useState<FormProblems>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'editing' });
  usePageTitle('app:helpCenter.title');

  // A signed-in visitor's e-mail fills the field until they type their own.
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const accountEmail = profile.kind === 'ready' ? profile.profile.email : undefined;
  const form = { ...typed, email: typedEmail ?? accountEmail ?? '' };

  function change(field: 'email' | 'message', value: string) {
    if (field === 'email') setTypedEmail(value);
    else setForm((current) => ({ ...current, message: value }));
    // A problem stays until the visitor acts on its field.
    setProblems((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (outcome.kind === 'sending') return;
    const found = formProblems(form);
    setProblems(found);
    if (hasProblems(found)) {
      document.getElementById(`${id}-${found.email ? 'email' : 'message'}`)?.focus();
      return;
    }
    setOutcome({ kind: 'sending' });
    const email = form.email.trim();
    const result = await callWithCaptcha(
      api,
      { scene: CAPTCHA_SCENES.helpCenter },
      () => undefined,
      (fields) =>
        api.call(
          supportRequestCall,
          {
            subject: form.subject,
            email,
            message: form.message.trim(),
            lang,
            site: siteFromHost(window.location.hostname),
            ...fields,
          },
          { hideError: true },
        ),
    );
    setOutcome(
      result.ok
        ? { kind: 'sent', id: result.result.request_id, email }
        : { kind: 'refused', retCode: result.retCode },
    );
  }

  if (outcome.kind === 'sent') {
    return (
      <AppPage>
        <section className="app-card help-center" aria-labelledby={`${id}-title`}>
          <h1 id={`${id}-title`}>{t('app:helpCenter.sent', { id: outcome.id })}</h1>
          <p role="status">{t('app:helpCenter.sentBody', { email: outcome.email })}</p>
          <button
            type="button"
            className="app-button"
            onClick={() => {
              setForm((current) => ({ ...current, message: '' }));
              setOutcome({ kind: 'editing' });
            }}
          >
            {t('app:helpCenter.another')}
          </button>
          <Link to={localize('/login')}>{t('app:helpCenter.backToLogIn')}</Link>
        </section>
      </AppPage>
    );
  }

  const length = form.message.trim().length;
  const describe = (field: 'email' | 'message', hint: string) =>
    problems[field] ? `${id}-${field}-error` : hint;
  return (
    <AppPage>
      <section className="app-card help-center" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{t('app:helpCenter.title')}</h1>
        <p className="app-muted">{t('app:helpCenter.intro')}</p>
        {sentByRefusal(search) ? (
          <p className="app-notice">{t('app:helpCenter.fromRefusal')}</p>
        ) : null}
        <form className="help-center-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <label className="host-text" htmlFor={`${id}-subject`}>
            {t('app:helpCenter.subject')}
            <select
              id={`${id}-subject`}
              value={form.subject}
              onChange={(event) =>
                setForm((current) => ({
                  ...current,
                  subject: event.target.value as SupportSubject,
                }))
              }
            >
              {SUPPORT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {t(`app:helpCenter.subjects.${subject}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="host-text" htmlFor={`${id}-email`}>
            {t('app:helpCenter.email')}
            <input
              id={`${id}-email`}
              type="email"
              dir="ltr"
              autoComplete="email"
              value={form.email}
              aria-invalid={problems.email ? true : undefined}
              aria-describedby={describe('email', `${id}-email-hint`)}
              onChange={(event) => change('email', event.target.value)}
            />
          </label>
          {problems.email ? (
            <p id={`${id}-email-error`} className="security-error">
              {t(problems.email)}
            </p>
          ) : (
            <p id={`${id}-email-hint`} className="app-muted">
              {t('app:helpCenter.emailHint')}
            </p>
          )}
          <label className="host-text" htmlFor={`${id}-message`}>
            {t('app:helpCenter.message')}
            <textarea
              id={`${id}-message`}
              rows={6}
              value={form.message}
              maxLength={SUPPORT_MESSAGE_MAX}
              aria-invalid={problems.message ? true : undefined}
              aria-describedby={describe('message', `${id}-message-count`)}
              onChange={(event) => change('message', event.target.value)}
            />
          </label>
          {problems.message ? (
            <p id={`${id}-message-error`} className="security-error">
              {t(problems.message, { min: SUPPORT_MESSAGE_MIN, max: SUPPORT_MESSAGE_MAX })}
            </p>
          ) : (
            <p id={`${id}-message-count`} className="app-muted">
              {t('app:helpCenter.messageCount', { count: length, max: SUPPORT_MESSAGE_MAX })}
            </p>
          )}
          <button type="submit" className="app-button" disabled={outcome.kind === 'sending'}>
            {outcome.kind === 'sending' ? t('app:helpCenter.sending') : t('app:helpCenter.send')}
          </button>
          <p role="alert" className="security-error">
            {outcome.kind === 'refused'
              ? `${outcome.retCode}: ${t(failureKey(outcome.retCode))}`
              : ''}
          </p>
        </form>
      </section>
    </AppPage>
  );
}
