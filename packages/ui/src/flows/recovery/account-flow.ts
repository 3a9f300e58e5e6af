/**
 * What recovery and self-unblock share around their machines: the site's implied country,
 * the form they start on, and the two toasts both show.
 */
import { SITES, TOAST_MS_LONG, TOAST_MS_SHORT } from '@foyer/contract';
import type { WidgetKey } from '../../i18n/namespaces';
import { useTranslation } from '../../i18n/use-translation';
import { useToast } from '../../components/toast';
import { useWidget } from '../../widget/widget-context';
import { initialLoginMethod, readStoredLoginTab } from '../login/login-method';
import { useLatest } from '../shared/use-latest';

export function useAccountFlow() {
  const widget = useWidget();
  const { t } = useTranslation();
  const toast = useToast();
  const latest = useLatest({ widget, t, toast });
  const impliedCountry = SITES[widget.host.site].impliedCountry;
  const showError = (key: WidgetKey, ms: number) => {
    const { toast: shown, t: translate } = latest.current;
    shown.show('error', translate(key), ms);
  };
  const { options } = widget;
  return {
    /** The widget and its texts as they are now, for the machine's actors (made once). */
    latest,
    impliedCountry,
    countryImplied: impliedCountry !== undefined,
    /** The tab the person last logged in with is the likeliest account; the host's prefill. */
    startForm: {
      method: initialLoginMethod(readStoredLoginTab(), options),
      email: options.defaultEmail ?? '',
      mobile: options.defaultPhone ?? '',
    },
    captchaUnavailable: () => showError('errors:100001', TOAST_MS_LONG),
    askForCountry: () => showError('common:pleaseSelectCountryCode', TOAST_MS_SHORT),
  };
}
