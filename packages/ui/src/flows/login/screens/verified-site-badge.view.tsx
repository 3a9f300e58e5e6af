import * as Tooltip from '@radix-ui/react-tooltip';
import { useTranslation } from '../../../i18n/use-translation';
import { useBrowserFact } from '../../../host/browser-fact';
import { useWidget } from '../../../widget/widget-context';
import { ShieldCheckIcon } from '../../../components/icons';
import styles from './login-view.module.css';

const readHost = () => window.location.hostname;

/**
 * behaviour §2's verified-site badge: "Verified site" and the page's host name; its tooltip says
 * how to check the address bar (anti-phishing). The host is read from the page itself, not
 * from an option, so a copy of the widget on another host shows that other host.
 * The trigger is a button: reachable by keyboard, and the tooltip opens on focus too.
 * A page rendered before any script cannot know the host it will be served from: it shows
 * the badge without it, and the host appears once the page is hydrated (decision 050).
 */
export function VerifiedSiteBadge() {
  const { t } = useTranslation();
  const { portalContainer, dir } = useWidget();
  const host = useBrowserFact(readHost, '');
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button type="button" className={styles.badge}>
            <ShieldCheckIcon />
            <span>{t('loginView:verifiedSite.badge')}</span>
            {host ? <bdi className={styles.host}>{host}</bdi> : null}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal container={portalContainer}>
          <Tooltip.Content className={styles.tooltip} dir={dir} side="bottom" sideOffset={6}>
            {t('loginView:verifiedSite.tooltip', { host: `\u2068${host}\u2069` })}
            <Tooltip.Arrow className={styles.tooltipArrow} />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
