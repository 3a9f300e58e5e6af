import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { createApiClient } from '../api/api-client';
import type { ApiClient } from '../api/api-outcome';
import { deviceId } from '../api/device-id';
import type { TokenStore } from '../api/token-store';
import type { Track } from '../tracking/tracker';
import { useToast } from '../components/toast';
import type { HostConfig } from '../host/host-config';
import { loadLaterTexts, translatorFor } from '../i18n/create-i18n';

/** The request wrapper of one widget: its toasts go to the widget's toast region. */
export function useApiClient(
  host: HostConfig,
  tokenStore: TokenStore,
  fields?: (path: string) => Record<string, unknown> | undefined,
  track?: Track,
): ApiClient {
  const { i18n } = useTranslation();
  const toast = useToast();
  const { apiBase, lang, platform } = host;
  return useMemo(
    () =>
      createApiClient({
        apiBase,
        lang,
        platform,
        guid: deviceId(),
        tokenStore,
        translate: translatorFor(i18n),
        textsReady: loadLaterTexts,
        onToast: ({ kind, text, ms }) => toast.show(kind, text, ms),
        fields,
        track,
      }),
    [apiBase, lang, platform, tokenStore, i18n, toast, fields, track],
  );
}
