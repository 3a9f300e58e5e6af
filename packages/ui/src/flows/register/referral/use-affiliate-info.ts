/**
 * The affiliate's public card for a visitor arriving with ?affiliate_id= (SPEC §3 "Affiliate
 * open info"): POST /affiliate/apis/v1/open-info; nothing shows when it has none (610016,
 * silent in that context) or the call fails.
 */
import { useEffect, useState } from 'react';
import { affiliateOpenInfoCall, type AffiliateOpenInfo } from '@foyer/contract';
import { useWidget } from '../../../widget/widget-context';

/** Only http(s) pictures are shown (an avatar is data from elsewhere). */
export function safeAvatar(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export function useAffiliateInfo(): AffiliateOpenInfo | null {
  const { api, host } = useWidget();
  const { affiliateId, groupId } = host.channel;
  const [info, setInfo] = useState<AffiliateOpenInfo | null>(null);

  useEffect(() => {
    if (!affiliateId) return;
    const controller = new AbortController();
    const payload = { affid: affiliateId, ...(groupId ? { group_id: groupId } : {}) };
    const options = { context: 'affiliateOpenInfo' as const, signal: controller.signal };
    void api.call(affiliateOpenInfoCall, payload, options).then((outcome) => {
      if (!controller.signal.aborted && outcome.ok) setInfo(outcome.result);
    });
    return () => controller.abort();
  }, [api, affiliateId, groupId]);

  return affiliateId ? info : null;
}
