import * as Tooltip from '@radix-ui/react-tooltip';
import { useTranslation } from 'react-i18next';
import { useWidget } from '../../../widget/widget-context';
import { ShieldCheckIcon } from '../../../components/icons';
import styles from './login-view.module.css';

/**
 * behaviour §2's verified-site badge: "Verified site" and the page's host name; its tooltip says
 * how to check the address bar (anti-phishing). The host is read from the page itself, not
 * from an option, so a copy of the widget on another host shows that other host.
 * The trigger is a button: reachable by keyboard, and the tooltip opens on focus too.
 */
export function VerifiedSiteBadge() {
  const { t } = useTranslation();
  const { portalContainer, dir } = useWidget();
  const host = window.location.hostname;
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button type="button" className={styles.badge}>
            <ShieldCheckIcon />
            <span>{t('loginView:verifiedSite.badge')}</span>
            <bdi className={styles.host}>{host}</bdi>
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
