import { useCallback, type ReactNode } from 'react';
import { directionOf } from '../../host/language';
import { WIDGET_ROOT_CLASS, type ThemeOption } from '../../theme/theme';
import {
  ToastApiContext,
  ToastHandOverContext,
  useToast,
  useToastList,
  type HandedToast,
  type ToastApi,
} from './toast-context';
import { ToastProvider } from './toast-provider';
import styles from './toast.module.css';

interface ToastHostProps {
  theme: ThemeOption;
  lang: string;
  children: ReactNode;
}

/** What the app's own pages get from useToast: nothing, as without a host. */
const NO_TOASTS: ToastApi = { show: () => {} };

function HandedToasts({ theme, lang, children }: ToastHostProps) {
  const { show } = useToast();
  const toasts = useToastList();
  const receive = useCallback(
    (handed: HandedToast[]) => {
      const now = Date.now();
      for (const toast of handed) show(toast.kind, toast.text, toast.until - now);
    },
    [show],
  );
  return (
    <ToastHandOverContext.Provider value={receive}>
      <ToastApiContext.Provider value={NO_TOASTS}>{children}</ToastApiContext.Provider>
      {toasts.length > 0 ? (
        <div className={WIDGET_ROOT_CLASS} data-theme={theme} dir={directionOf(lang)} lang={lang}>
          <div className={styles.viewport} aria-hidden="true">
            {toasts.map((toast) => (
              <p key={toast.id} className={styles.toast} data-kind={toast.kind} data-handed="">
                {toast.text}
              </p>
            ))}
          </div>
        </div>
      ) : null}
    </ToastHandOverContext.Provider>
  );
}

/**
 * An app's keeper of toasts across its own navigation: a widget's toast shown just before the
 * app moves to another page (the provider linked as the log-in ends, then the dashboard) stays
 * on the next page for the time it had left. It shows nothing until a widget hands it toasts.
 * They were announced in the widget's live regions when shown, so here they are only seen, not
 * announced again.
 */
export function ToastHost(props: ToastHostProps) {
  return (
    <ToastProvider>
      <HandedToasts {...props} />
    </ToastProvider>
  );
}
