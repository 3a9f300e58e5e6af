export { ToastProvider } from './toast-provider';
export { ToastViewport } from './toast-viewport';
export { useToast, type ToastKind } from './toast-context';
