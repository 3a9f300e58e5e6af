import { useEffect, useState } from 'react';
import { redeemConfigCall, type RedeemConfig } from '@foyer/contract';
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
    const controller = new AbortController();
    const options = { hideError: true, signal: controller.signal };
    void api.call(redeemConfigCall, {}, options).then((outcome) => {
      if (!controller.signal.aborted && outcome.ok) setConfig(outcome.result);
    });
    return () => controller.abort();
  }, [api]);

  const facts = { site: host.site, affiliateId: host.channel.affiliateId, referral };
  const amount = redeemAmountOf(config, facts);
  if (!amount) return null;
  return <p className={styles.redeem}>{t('referral:redeem', { amount })}</p>;
}
