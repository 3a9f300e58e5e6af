import './step-two-page.css';
import { useState, type FormEvent } from 'react';
import { TRADING_EXPERIENCE_LEVELS, type TradingExperience } from '@foyer/contract';
import { Link } from '../../routing/link';
import { useNavigate } from '../../routing/router';
import { useLogInAndBackWhen } from '../../routing/use-log-in-and-back';
import { addPageTexts, useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { AppPage } from '../../app-shell/app-page';
import { PageLoading } from '../../app-shell/page-loading';
import { usePageTitle } from '../../app-shell/use-page-title';
import { useProfile } from '../dashboard/use-profile';
import { useTradingExperience } from './use-trading-experience';
import onboarding from '../../i18n/locales/en/app-pages/onboarding.json';

addPageTexts({ onboarding });

/** What Continue is doing: nothing yet, refused for want of an answer, saving, or failed. */
type Submission = 'idle' | 'missing' | 'saving' | 'failed';

/**
 * /user/accounts/auth/step2 (behaviour §2 "Destinations"; decision 135): where a third-party
 * sign-up and a Telegram log-in end when the host has no callback. It asks how much the person
 * has traded; Continue keeps the answer and goes to the dashboard, "Skip for now" goes there
 * without one. An answer kept before is chosen already. Every `type` shows this question (the
 * widget sends `type=experienced`). Without a session it goes to log-in and back.
 */
export default function StepTwoPage() {
  const { t } = useAppTranslation();
  const { lang, localize, ready } = useApp();
  const navigate = useNavigate();
  const { state } = useProfile(lang);
  const { kept, save } = useTradingExperience(lang, state.kind === 'ready');
  const [picked, setPicked] = useState<TradingExperience | null>(null);
  const [submission, setSubmission] = useState<Submission>('idle');
  usePageTitle('app:onboarding.title');

  useLogInAndBackWhen(state.kind === 'signedOut');

  const answerLoading = state.kind === 'ready' && kept === undefined;
  if (!ready || state.kind === 'loading' || state.kind === 'signedOut' || answerLoading) {
    return <PageLoading />;
  }
  const choice = picked ?? kept ?? null;
  const saving = submission === 'saving';
  const problem = submission === 'missing' || submission === 'failed' ? submission : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!choice) {
      setSubmission('missing');
      return;
    }
    setSubmission('saving');
    void save(choice).then((done) => {
      if (done) navigate(localize('/dashboard'));
      else setSubmission('failed');
    });
  };

  return (
    <AppPage>
      <section className="app-card" aria-labelledby="step-two-title">
        <h1 id="step-two-title">{t('app:onboarding.title')}</h1>
        <p>{t('app:onboarding.intro')}</p>
        <form className="step-two-form" onSubmit={onSubmit} noValidate>
          <fieldset
            className="step-two-levels"
            aria-describedby={problem ? 'step-two-problem' : undefined}
          >
            <legend className="step-two-question">{t('app:onboarding.question')}</legend>
            {TRADING_EXPERIENCE_LEVELS.map((level) => (
              <label key={level} className="step-two-level">
                <input
                  type="radio"
                  name="trading-experience"
                  value={level}
                  checked={choice === level}
                  disabled={saving}
                  onChange={() => {
                    setPicked(level);
                    setSubmission('idle');
                  }}
                />
                <span className="step-two-level-text">
                  <span className="step-two-level-label">
                    {t(`app:onboarding.levels.${level}.label`)}
                  </span>
                  <span className="app-muted">{t(`app:onboarding.levels.${level}.hint`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {problem ? (
            <p id="step-two-problem" className="step-two-problem" role="alert">
              {t(`app:onboarding.${problem}`)}
            </p>
          ) : null}
          <div className="step-two-actions">
            <button className="app-button" type="submit" disabled={saving} aria-busy={saving}>
              {saving ? t('app:onboarding.saving') : t('app:onboarding.continue')}
            </button>
            <Link to={localize('/dashboard')}>{t('app:onboarding.skip')}</Link>
          </div>
        </form>
      </section>
    </AppPage>
  );
}
