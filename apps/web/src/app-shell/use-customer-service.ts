import { useEffect, useMemo, useState } from 'react';
import { webConfigCall } from '@foyer/contract';
import { createAppApi } from '../api/app-api';

/**
 * The widget's `onOpenCustomerService` (behaviour §2 dialog 5 "with customer-service button if a
 * chat widget exists"; docs/decisions/029, 033): when the server's CUSTOMER_SERVICE_URL is
 * set, /v3/config/web answers it and this opens it in a new tab. Unset: undefined, so the
 * widget shows no button.
 */
export function useCustomerService(lang: string): (() => void) | undefined {
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

  return useMemo(
    () => (url ? () => void window.open(url, '_blank', 'noopener,noreferrer') : undefined),
    [url],
  );
}
