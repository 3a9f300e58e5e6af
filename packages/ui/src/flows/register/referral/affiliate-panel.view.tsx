import { useTranslation } from '../../../i18n/use-translation';
import styles from './referral.module.css';
import { safeAvatar, useAffiliateInfo } from './use-affiliate-info';

/** "Invited by {nickname}" with the affiliate's picture, when the page names an affiliate. */
export function AffiliatePanel() {
  const { t } = useTranslation();
  const info = useAffiliateInfo();
  if (!info) return null;
  const avatar = safeAvatar(info.headimg);
  return (
    <section className={styles.affiliate} aria-label={t('referral:affiliate.label')}>
      {avatar ? (
        <img className={styles.avatar} src={avatar} alt="" width={40} height={40} />
      ) : (
        <span className={styles.initial} aria-hidden="true">
          {info.nickname.slice(0, 1).toUpperCase()}
        </span>
      )}
      <p className={styles.affiliateText}>
        <span className={styles.muted}>{t('referral:affiliate.invitedBy')}</span>
        <span className={styles.nickname}>{info.nickname}</span>
      </p>
    </section>
  );
}
