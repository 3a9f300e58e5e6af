import { useEffect, useMemo, useState } from 'react';
import { webConfigCall } from '@foyer/contract';
import { createAppApi } from '../api/app-api';
import { withLanguage } from '../routing/localized-path';

/** The help-center web form, flagged with the refusal that sent the visitor (decision 129). */
export const SUPPORT_FORM_PATH = '/help-center/s/webform?reject_guide_customer=1';

/**
 * The widget's `onOpenCustomerService` (behaviour §2 dialog 5 "with customer-service button if a
 * chat widget exists"; docs/decisions/029, 033, 129): the server's CUSTOMER_SERVICE_URL when
 * /v3/config/web answers one, else the app's own help-center form, opened in a new tab so the
 * visitor keeps their place.
 */
export function useCustomerService(lang: string): () => void {
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [url, setUrl] = useState<string | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void api.call(webConfigCall, {}, { hideError: true }).then((outcome) => {
      if (live && outcome.ok) setUrl(outcome.result.customer_service_url);
    });
    return () => {
      live = false;
    };
  }, [api]);

  return useMemo(() => {
    const target = url ?? withLanguage(lang, SUPPORT_FORM_PATH);
    return () => void window.open(target, '_blank', 'noopener,noreferrer');
  }, [url, lang]);
}
