import { useMemo, type ReactNode } from 'react';
import { directionOf } from '../../host/language';
import { WIDGET_ROOT_CLASS, type ThemeOption } from '../../theme/theme';
import {
  ToastApiContext,
  ToastKeeperContext,
  ToastListContext,
  useToast,
  useToastList,
  type ToastApi,
  type ToastItem,
  type ToastKeeper,
} from './toast-context';
import { ToastProvider } from './toast-provider';
import styles from './toast.module.css';

interface ToastHostProps {
  theme: ThemeOption;
  lang: string;
  children: ReactNode;
}

/** What the app's own pages get from useToast and useToastList: nothing, as without a host. */
const NO_TOASTS: ToastApi = { show: () => {}, clear: () => {} };
const NONE_SHOWN: readonly ToastItem[] = [];

function HandedToasts({ theme, lang, children }: ToastHostProps) {
  const toast = useToast();
  const kept = useToastList();
  const keeper = useMemo<ToastKeeper>(
    () => ({
      keep(handed) {
        const now = Date.now();
        for (const one of handed) toast.show(one.kind, one.text, one.until - now);
      },
      giveWay: toast.clear,
    }),
    [toast],
  );
  return (
    <ToastKeeperContext.Provider value={keeper}>
      <ToastApiContext.Provider value={NO_TOASTS}>
        <ToastListContext.Provider value={NONE_SHOWN}>{children}</ToastListContext.Provider>
      </ToastApiContext.Provider>
      {kept.length > 0 ? (
        <div className={WIDGET_ROOT_CLASS} data-theme={theme} dir={directionOf(lang)} lang={lang}>
          <div className={styles.viewport} aria-hidden="true">
            {kept.map((shown) => (
              <p key={shown.id} className={styles.toast} data-kind={shown.kind} data-handed="">
                {shown.text}
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
