import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { directionOf } from '../../host/language';
import { WIDGET_ROOT_CLASS, type ThemeOption } from '../../theme/theme';
import { ToastHandOverContext, type HandedToast } from './toast-context';
import styles from './toast.module.css';

interface ToastHostProps {
  theme: ThemeOption;
  lang: string;
  children: ReactNode;
}

/**
 * An app's keeper of toasts across its own navigation: a widget's toast shown just before the
 * app moves to another page (the provider linked as the log-in ends, then the dashboard) stays
 * on the next page for the time it had left. It shows nothing until a widget hands it toasts.
 * They were announced in the widget's live regions when shown, so here they are only seen, not
 * announced again.
 */
export function ToastHost({ theme, lang, children }: ToastHostProps) {
  const [handed, setHanded] = useState<readonly (HandedToast & { id: number })[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const receive = useCallback((toasts: HandedToast[]) => {
    const now = Date.now();
    for (const toast of toasts) {
      const id = nextId.current++;
      setHanded((list) => [...list, { ...toast, id }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setHanded((list) => list.filter((shown) => shown.id !== id));
      }, toast.until - now);
      timers.current.add(timer);
    }
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  return (
    <ToastHandOverContext.Provider value={receive}>
      {children}
      {handed.length > 0 ? (
        <div className={WIDGET_ROOT_CLASS} data-theme={theme} dir={directionOf(lang)} lang={lang}>
          <div className={styles.viewport} aria-hidden="true">
            {handed.map((toast) => (
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
