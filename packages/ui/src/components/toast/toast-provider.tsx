import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastApiContext, ToastListContext, type ToastApi, type ToastItem } from './toast-context';

/** Holds the widget's toasts; each dismisses itself after its duration. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly ToastItem[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  const api = useMemo<ToastApi>(
    () => ({
      show(kind, text, ms) {
        const id = nextId.current++;
        setToasts((list) => [...list, { id, kind, text, ms }]);
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          setToasts((list) => list.filter((toast) => toast.id !== id));
        }, ms);
        timers.current.add(timer);
      },
    }),
    [],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <ToastApiContext.Provider value={api}>
      <ToastListContext.Provider value={toasts}>{children}</ToastListContext.Provider>
    </ToastApiContext.Provider>
  );
}
