/**
 * The compliance config's 'hide' action (behaviour §6, §7; docs/decisions/083, 090): the blocks
 * the server's config hides on this site, read once per widget after the first paint and applied
 * as the widget's own hide options (`hideThirdParty`, `hideQrCode`, `hideReferral`). A failed
 * read hides nothing: the server still refuses a hidden referral code (48024).
 */
import { useEffect, useState } from 'react';
import type { ComplianceBlock } from '@foyer/contract';
import type { ApiClient } from '../api/api-outcome';
import type { WidgetOptions } from './widget-options';

type Hidden = readonly ComplianceBlock[];

const NOTHING_HIDDEN: Hidden = [];

/** The blocks this site's compliance config hides: none until the config has answered. */
export function useComplianceHidden(api: ApiClient): Hidden {
  const [hidden, setHidden] = useState(NOTHING_HIDDEN);
  useEffect(() => {
    let live = true;
    void import('./compliance-load')
      .then(({ hiddenBlocks }) => hiddenBlocks(api))
      .then((hide) => {
        if (live && hide.length) setHidden(hide);
      });
    return () => {
      live = false;
    };
  }, [api]);
  return hidden;
}

/** Pure: a block the config hides is hidden whatever the host's option says. */
export function withHidden(options: WidgetOptions, hidden: Hidden): WidgetOptions {
  if (hidden.length === 0) return options;
  return {
    ...options,
    hideThirdParty: options.hideThirdParty || hidden.includes('thirdParty'),
    hideQrCode: options.hideQrCode || hidden.includes('qrCode'),
    hideReferral: options.hideReferral || hidden.includes('referral'),
  };
}
