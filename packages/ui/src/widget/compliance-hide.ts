/**
 * The compliance config's 'hide' action (behaviour §6, §7; docs/decisions/083): the blocks the
 * server's config hides on this site, read once per widget after the first paint and applied
 * as the widget's own hide options (`hideThirdParty`, `hideQrCode`, `hideReferral`). A failed
 * read hides nothing: the server still refuses a hidden referral code (48024).
 */
import { useEffect, useMemo, useState } from 'react';
import type { ApiClient } from '../api/api-outcome';
import type { WidgetOptions } from './widget-options';

type Hidden = readonly string[];

/** The widget's options with the site's hidden blocks applied on top of the host's own. */
export function useComplianceOptions(options: WidgetOptions, api: ApiClient): WidgetOptions {
  const [hidden, setHidden] = useState<Hidden>([]);
  useEffect(() => {
    const controller = new AbortController();
    void import('./compliance-load')
      .then(({ hiddenBlocks }) => hiddenBlocks(api, controller.signal))
      .then((hide) => {
        if (hide.length) setHidden(hide);
      });
    return () => controller.abort();
  }, [api]);
  return useMemo(() => withHidden(options, hidden), [options, hidden]);
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
