import { BRAND } from '../../app-shell/brand';
import { useAppTranslation } from '../../i18n/app-i18n';
import { DatedList, SecurityCard } from './dated-list';
import type { useGrantedApps } from './use-granted-apps';

type GrantedApps = ReturnType<typeof useGrantedApps>;

/**
 * "Apps with access" (decision 080): each partner app the account authorized, with what it
 * may see and since when, and "Revoke", which ends its access at once.
 */
export function GrantedAppsCard({ granted }: { granted: GrantedApps }) {
  const { t } = useAppTranslation();
  const { state, revoke } = granted;
  if (state.kind === 'loading') return null;
  return (
    <SecurityCard
      id="granted-apps-title"
      title={t('app:security.apps.title')}
      failed={state.kind === 'failed'}
    >
      {state.kind === 'failed' ? null : (
        <>
          <DatedList
            empty={t('app:security.apps.none', { brand: BRAND.name })}
            sinceLabel={t('app:security.apps.grantedOn')}
            items={state.apps.map((app) => ({
              key: app.client_id,
              title: <bdi>{app.client_name}</bdi>,
              since: app.granted_at,
              action: (
                <button
                  type="button"
                  className="app-button app-button-quiet"
                  aria-label={t('app:security.apps.revokeApp', { app: app.client_name })}
                  disabled={state.busy !== undefined}
                  aria-busy={state.busy === app.client_id || undefined}
                  onClick={() => void revoke(app)}
                >
                  {t('app:security.apps.revoke')}
                </button>
              ),
            }))}
          />
          <p role="status" className="app-muted">
            {state.revoked ? t('app:security.apps.revoked', { app: state.revoked }) : null}
          </p>
        </>
      )}
    </SecurityCard>
  );
}
