/**
 * The affiliate look-ups for a visitor arriving with ?affiliate_id= (behaviour §3 "Affiliate open
 * info", "Affiliate lookup reads is_anonymity/isShow/code"; decision 032). Two independent
 * calls, both silent when refused: the open info (POST /affiliate/apis/v1/open-info, 610016)
 * fills the "Invited by" panel; the anonymity (POST /affiliate/v5/anonymity, 10002 / 610017)
 * decides the referral field (affiliate-referral.ts).
 */
import { useEffect, useState } from 'react';
import {
  affiliateAnonymityCall,
  affiliateOpenInfoCall,
  type AffiliateOpenInfo,
  type CallContext,
} from '@foyer/contract';
import type { ApiOutcome } from '../../../api/api-outcome';
import { useWidget } from '../../../widget/widget-context';
import { useLatest } from '../../shared/use-latest';
import {
  NO_AFFILIATE_REFERRAL,
  affiliatePreset,
  affiliateReferralOf,
  type AffiliateReferral,
} from './affiliate-referral';

/** Only http(s) pictures are shown (an avatar is data from elsewhere). */
export function safeAvatar(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

type Lookup<R> = (
  affiliateId: string,
  groupId: string | undefined,
  options: { context: CallContext; signal: AbortSignal },
) => Promise<ApiOutcome<R>>;

/** One look-up per affiliate (and group) of the page; the answer is never a stale one. */
function useAffiliateLookup<R>(
  context: CallContext,
  lookup: Lookup<R>,
  onAnswer: (outcome: ApiOutcome<R>) => void,
) {
  const { host } = useWidget();
  const { affiliateId, groupId } = host.channel;
  const latest = useLatest({ lookup, onAnswer });

  useEffect(() => {
    if (!affiliateId) return;
    const controller = new AbortController();
    const options = { context, signal: controller.signal };
    void latest.current.lookup(affiliateId, groupId, options).then((outcome) => {
      if (!controller.signal.aborted) latest.current.onAnswer(outcome);
    });
    return () => controller.abort();
  }, [latest, context, affiliateId, groupId]);

  return affiliateId;
}

const withGroup = (groupId: string | undefined) => (groupId ? { group_id: groupId } : {});

export function useAffiliateInfo(): AffiliateOpenInfo | null {
  const { api } = useWidget();
  const [info, setInfo] = useState<AffiliateOpenInfo | null>(null);
  const affiliateId = useAffiliateLookup(
    'affiliateOpenInfo',
    (affid, groupId, options) =>
      api.call(affiliateOpenInfoCall, { affid, ...withGroup(groupId) }, options),
    (outcome) => {
      if (outcome.ok) setInfo(outcome.result);
    },
  );
  return affiliateId ? info : null;
}

/**
 * The affiliate's referral code: asked once; `onPreset` puts it in the form (shown read-only,
 * or hidden for an anonymous affiliate) unless the host prefilled its own code.
 */
export function useAffiliateReferral(onPreset: (code: string) => void): AffiliateReferral {
  const { api, options } = useWidget();
  const [affiliate, setAffiliate] = useState<AffiliateReferral>(NO_AFFILIATE_REFERRAL);
  const affiliateId = useAffiliateLookup(
    'affiliateAnonymity',
    (affiliate_id, groupId, callOptions) =>
      api.call(affiliateAnonymityCall, { affiliate_id, ...withGroup(groupId) }, callOptions),
    (outcome) => {
      const answer = affiliateReferralOf(outcome);
      setAffiliate(answer);
      const preset = affiliatePreset(answer, options);
      if (preset !== undefined) onPreset(preset);
    },
  );
  return affiliateId ? affiliate : NO_AFFILIATE_REFERRAL;
}
