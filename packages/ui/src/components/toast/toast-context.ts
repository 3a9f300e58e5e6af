import { createContext, useContext } from 'react';

/** error and warning toasts are announced assertively, success politely. */
export type ToastKind = 'error' | 'warning' | 'success';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
  /** When it goes (Date.now() time). */
  until: number;
}

/** A toast still showing when its widget went, with the time it had left. */
export type HandedToast = Pick<ToastItem, 'kind' | 'text' | 'until'>;

export interface ToastApi {
  /** Shows a toast for `ms` milliseconds. */
  show(kind: ToastKind, text: string, ms: number): void;
  /** Takes every toast down at once. */
  clear(): void;
}

export const ToastApiContext = createContext<ToastApi>({ show: () => {}, clear: () => {} });
export const ToastListContext = createContext<readonly ToastItem[]>([]);
/** An app's ToastHost, as the widgets under it see it. */
export interface ToastKeeper {
  /** Keeps showing what a widget's toasts had left when it went. */
  keep(toasts: HandedToast[]): void;
  /** A widget shows a toast of its own: what was kept goes, so two never lie over each other. */
  giveWay(): void;
}

export const ToastKeeperContext = createContext<ToastKeeper | null>(null);

/** Shows toasts in the nearest widget. */
export function useToast(): ToastApi {
  return useContext(ToastApiContext);
}

export function useToastList(): readonly ToastItem[] {
  return useContext(ToastListContext);
}
