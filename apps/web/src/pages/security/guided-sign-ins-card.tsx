import { dateFormat } from '@foyer/contract';
import { useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { countryName } from '../../app-shell/country-name';
import type { useGuidedSignIns } from './use-guided-sign-ins';

type GuidedSignIns = ReturnType<typeof useGuidedSignIns>;

/**
 * "Signed in from a new country" notices (decision 025, behaviour §4 risk_token type guide): each
 * with its country and time; the browser that signed in acknowledges with its stored token.
 */
export function GuidedSignInsCard({ guided }: { guided: GuidedSignIns }) {
  const { t } = useAppTranslation();
  const { lang } = useApp();
  const { state, busy, acknowledge } = guided;
  if (state.kind === 'loading') return null;
  if (state.kind === 'failed') {
    return (
      <section className="app-card">
        <p role="alert">{t('app:security.problems.failed')}</p>
      </section>
    );
  }
  if (state.items.length === 0) {
    return state.acknowledged ? (
      <p role="status" className="app-muted">
        {t('app:security.guide.acknowledged')}
      </p>
    ) : null;
  }
  const when = dateFormat(lang, { date: 'medium', time: 'short' });
  return (
    <section className="app-card" aria-labelledby="guided-sign-ins-title">
      <h2 id="guided-sign-ins-title" className="security-title">
        {t('app:security.guide.title')}
      </h2>
      <ul className="security-guided-list">
        {state.items.map((item) => (
          <li key={`${item.createdAt}-${item.country}`} className="app-notice">
            <p className="app-notice-title">
              {t('app:security.guide.notice', { country: countryName(item.country, lang) })}
            </p>
            <p>
              <time dateTime={new Date(item.createdAt).toISOString()}>
                {when.format(item.createdAt)}
              </time>
            </p>
          </li>
        ))}
      </ul>
      <p className="app-muted">{t('app:security.guide.notYou')}</p>
      {state.canAcknowledge ? (
        <button
          type="button"
          className="app-button"
          disabled={busy}
          onClick={() => void acknowledge()}
        >
          {t('app:security.guide.acknowledge')}
        </button>
      ) : (
        <p className="app-muted">{t('app:security.guide.elsewhere')}</p>
      )}
    </section>
  );
}
