import { useEffect, useState } from 'react';
import type { RedeemConfig } from '@foyer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { useWidget } from '../../../widget/widget-context';
import { redeemAmountOf } from './redeem-amount';
import styles from './referral.module.css';

/** The sign-up reward for this channel (REDEEM_AMOUNTS on the server), if any. */
export function RedeemNote({ referral }: { referral: string }) {
  const { t } = useTranslation();
  const { api, host } = useWidget();
  const [config, setConfig] = useState<RedeemConfig | null>(null);

  useEffect(() => {
    let live = true;
    // The widget's one read of the compliance config, shared with its hide action (decision 090).
    void import('../../../widget/compliance-load')
      .then(({ loadComplianceConfig }) => loadComplianceConfig(api))
      .then((loaded) => {
        if (live && loaded) setConfig(loaded);
      });
    return () => {
      live = false;
    };
  }, [api]);

  const facts = { site: host.site, affiliateId: host.channel.affiliateId, referral };
  const amount = redeemAmountOf(config, facts);
  if (!amount) return null;
  return <p className={styles.redeem}>{t('referral:redeem', { amount })}</p>;
}
