import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  ToastApiContext,
  ToastKeeperContext,
  ToastListContext,
  type ToastApi,
  type ToastItem,
} from './toast-context';

/**
 * Holds the widget's toasts; each dismisses itself after its duration. When the widget goes
 * (the app moves to another page as the log-in ends), the toasts it still shows go to the
 * app's ToastHost, when there is one, for the time they had left; when it shows one, what the
 * host kept goes.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly ToastItem[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);
  const keeper = useContext(ToastKeeperContext);
  // What shows now, for the hand-over as the widget goes (state is not read in a cleanup).
  const showing = useRef<readonly ToastItem[]>([]);
  showing.current = toasts;

  const api = useMemo<ToastApi>(
    () => ({
      show(kind, text, ms) {
        keeper?.giveWay();
        const id = nextId.current++;
        setToasts((list) => [...list, { id, kind, text, until: Date.now() + ms }]);
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          setToasts((list) => list.filter((toast) => toast.id !== id));
        }, ms);
        timers.current.add(timer);
      },
      clear() {
        timers.current.forEach((timer) => clearTimeout(timer));
        timers.current.clear();
        setToasts([]);
      },
    }),
    [keeper],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      const now = Date.now();
      const left = showing.current.filter((toast) => toast.until > now);
      if (left.length) keeper?.keep(left);
    };
  }, [keeper]);

  return (
    <ToastApiContext.Provider value={api}>
      <ToastListContext.Provider value={toasts}>{children}</ToastListContext.Provider>
    </ToastApiContext.Provider>
  );
}
