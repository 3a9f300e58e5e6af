import { createContext, useContext } from 'react';
import type { TelegramWebApp } from './telegram-web-app';

/** What the Mini App's authorisation screen needs from its shell (docs/decisions/071). */
export interface MiniAppContextValue {
  webApp: TelegramWebApp;
  /** "Decline": back to the ordinary log-in and sign-up form. */
  onDecline: () => void;
}

export const MiniAppContext = createContext<MiniAppContextValue | null>(null);

export function useMiniApp(): MiniAppContextValue {
  const value = useContext(MiniAppContext);
  if (value === null) throw new Error('useMiniApp must be used inside MiniAppSignIn');
  return value;
}
