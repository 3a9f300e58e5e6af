import { useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import type { useGrantedApps } from './use-granted-apps';

type GrantedApps = ReturnType<typeof useGrantedApps>;

/**
 * "Apps with access" (decision 080): each partner app the account authorized, with what it
 * may see and since when, and "Revoke", which ends its access at once.
 */
export function GrantedAppsCard({ granted }: { granted: GrantedApps }) {
  const { t } = useAppTranslation();
  const { lang } = useApp();
  const { state, revoke } = granted;
  if (state.kind === 'loading') return null;
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', calendar: 'gregory' });
  return (
    <section className="app-card" aria-labelledby="granted-apps-title">
      <h2 id="granted-apps-title" className="security-title">
        {t('app:security.apps.title')}
      </h2>
      {state.kind === 'failed' ? (
        <p role="alert">{t('app:security.problems.failed')}</p>
      ) : (
        <>
          {state.apps.length === 0 ? (
            <p className="app-muted">{t('app:security.apps.none')}</p>
          ) : (
            <ul className="security-methods">
              {state.apps.map((app) => (
                <li key={app.client_id} className="security-method">
                  <div>
                    <p className="app-notice-title">
                      <bdi>{app.client_name}</bdi>
                    </p>
                    <p className="app-muted">
                      {t('app:security.apps.grantedOn')}{' '}
                      <time dateTime={new Date(app.granted_at).toISOString()}>
                        {when.format(app.granted_at)}
                      </time>
                    </p>
                  </div>
                  <button
                    type="button"
                    className="app-button security-cancel"
                    aria-label={t('app:security.apps.revokeApp', { app: app.client_name })}
                    disabled={state.busy !== undefined}
                    aria-busy={state.busy === app.client_id || undefined}
                    onClick={() => void revoke(app)}
                  >
                    {t('app:security.apps.revoke')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p role="status" className="app-muted">
            {state.revoked ? t('app:security.apps.revoked', { app: state.revoked }) : null}
          </p>
        </>
      )}
    </section>
  );
}
