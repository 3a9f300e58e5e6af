export { ToastProvider } from './toast-provider';
export { ToastHost } from './toast-host';
export { ToastViewport } from './toast-viewport';
export { useToast, type ToastKind } from './toast-context';
