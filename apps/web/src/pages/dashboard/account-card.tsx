import { dateFormat } from '@foyer/contract';
import { Link } from '../../routing/link';
import { useAppTranslation, type AppKey } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import type { Profile } from './use-profile';

interface AccountCardProps {
  profile: Profile;
  newUser: boolean;
  /** The session is switched to demo trading (decision 131): a badge says so at the top. */
  demo: boolean;
  leaving: boolean;
  onLogOut: () => void;
}

function contactOf(profile: Profile): { key: AppKey; values: Record<string, string> } | null {
  if (profile.email) return { key: 'app:dashboard.email', values: { email: profile.email } };
  if (profile.mobile) {
    const code = profile.country_code ? `+${profile.country_code} ` : '';
    return { key: 'app:dashboard.mobile', values: { mobile: `${code}${profile.mobile}` } };
  }
  return null;
}

/**
 * What a new account does first, each a page of this app (issue 37, point 7): the identity
 * check (an exchange asks it before deposits), two-factor on the security page, and the promo
 * link's "Buy crypto" page (the operator's own with VITE_EXPRESS_BUY_URL; decision 134).
 */
const NEXT_STEPS: readonly { key: AppKey; path: string }[] = [
  { key: 'app:dashboard.nextIdentity', path: '/user/accounts/auth/personal' },
  { key: 'app:dashboard.nextTwoFactor', path: '/app/user/security' },
  { key: 'app:dashboard.nextBuy', path: '/fiat/trade/express/home' },
];

/** The signed-in account: welcome, the new-user notice and its next steps, id, contact, "Log out". */
export function AccountCard({ profile, newUser, demo, leaving, onLogOut }: AccountCardProps) {
  const { t } = useAppTranslation();
  const { lang, localize } = useApp();
  const contact = contactOf(profile);
  const since = dateFormat(lang, { date: 'long' }).format(profile.create_time);
  return (
    <section className="app-card dashboard-card">
      <h1>{t('app:dashboard.welcome')}</h1>
      {demo ? <p className="demo-badge">{t('app:demo.badge')}</p> : null}
      {newUser ? (
        <div className="app-notice">
          <p className="app-notice-title">{t('app:dashboard.ready')}</p>
          <p id="dashboard-next-steps">{t('app:dashboard.readyBody')}</p>
          <ul className="dashboard-next" aria-labelledby="dashboard-next-steps">
            {NEXT_STEPS.map(({ key, path }) => (
              <li key={path}>
                <Link to={localize(path)}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="dashboard-facts">
        <p className="dashboard-id">{t('app:dashboard.accountId', { id: profile.id })}</p>
        {contact ? <p>{t(contact.key, contact.values)}</p> : null}
        <p className="app-muted">{t('app:dashboard.memberSince', { date: since })}</p>
      </div>
      <Link to={localize('/app/user/security')}>{t('app:security.link')}</Link>
      <button type="button" className="app-button" onClick={onLogOut} disabled={leaving}>
        {t('app:dashboard.logOut')}
      </button>
    </section>
  );
}
