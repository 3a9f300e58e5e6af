import { useMemo, type ReactNode } from 'react';
import { directionOf } from '../../host/language';
import { WIDGET_ROOT_CLASS, type ThemeOption } from '../../theme/theme';
import {
  ToastApiContext,
  ToastKeeperContext,
  useToast,
  useToastList,
  type ToastApi,
  type ToastKeeper,
} from './toast-context';
import { ToastProvider } from './toast-provider';
import styles from './toast.module.css';

interface ToastHostProps {
  theme: ThemeOption;
  lang: string;
  children: ReactNode;
}

/** What the app's own pages get from useToast: nothing, as without a host. */
const NO_TOASTS: ToastApi = { show: () => {}, clear: () => {} };

function HandedToasts({ theme, lang, children }: ToastHostProps) {
  const toast = useToast();
  const toasts = useToastList();
  const keeper = useMemo<ToastKeeper>(
    () => ({
      keep(handed) {
        const now = Date.now();
        for (const kept of handed) toast.show(kept.kind, kept.text, kept.until - now);
      },
      giveWay: toast.clear,
    }),
    [toast],
  );
  return (
    <ToastKeeperContext.Provider value={keeper}>
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
    </ToastKeeperContext.Provider>
  );
}

/**
 * An app's keeper of toasts across its own navigation: a widget's toast shown just before the
 * app moves to another page (the provider linked as the log-in ends, then the dashboard) stays
 * on the next page for the time it had left, or until a widget there shows one of its own. It
 * shows nothing until a widget hands it toasts.
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
