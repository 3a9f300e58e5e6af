import { useTranslation } from '../../../i18n/use-translation';
import { useBrowserFact } from '../../../host/browser-fact';
import { ShieldCheckIcon } from '../../../components/icons';
import { useTooltip } from '../../../components/tooltip';
import styles from './login-view.module.css';

const readHost = () => window.location.hostname;

/**
 * behaviour §2's verified-site badge: "Verified site" and the page's host name; its tooltip says
 * how to check the address bar (anti-phishing). The host is read from the page itself, not
 * from an option, so a copy of the widget on another host shows that other host.
 * The trigger is a button: reachable by keyboard, and the tooltip opens on focus too
 * (`useTooltip`, decision 054). The tooltip sits under the badge, placed by CSS and never
 * wider than the form, so it stays on screen on a narrow phone and mirrors in right-to-left.
 * A page rendered before any script cannot know the host it will be served from: it shows
 * the badge without it, and the host appears once the page is hydrated (decision 050).
 */
export function VerifiedSiteBadge() {
  const { t } = useTranslation();
  const host = useBrowserFact(readHost, '');
  const { trigger, tooltip } = useTooltip();
  return (
    <div className={styles.badgeAnchor}>
      <button type="button" className={styles.badge} {...trigger}>
        <ShieldCheckIcon />
        <span>{t('loginView:verifiedSite.badge')}</span>
        {host ? <bdi className={styles.host}>{host}</bdi> : null}
      </button>
      <span className={styles.tooltip} {...tooltip}>
        {t('loginView:verifiedSite.tooltip', { host: `\u2068${host}\u2069` })}
      </span>
    </div>
  );
}
