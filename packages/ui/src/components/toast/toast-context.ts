import { createContext, useContext } from 'react';

/** error and warning toasts are announced assertively, success politely. */
export type ToastKind = 'error' | 'warning' | 'success';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
  ms: number;
}

export interface ToastApi {
  /** Shows a toast for `ms` milliseconds. */
  show(kind: ToastKind, text: string, ms: number): void;
}

export const ToastApiContext = createContext<ToastApi>({ show: () => {} });
export const ToastListContext = createContext<readonly ToastItem[]>([]);

/** Shows toasts in the nearest widget. */
export function useToast(): ToastApi {
  return useContext(ToastApiContext);
}

export function useToastList(): readonly ToastItem[] {
  return useContext(ToastListContext);
}
