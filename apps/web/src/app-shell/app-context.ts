import { createContext, useContext } from 'react';
import type { RegisterType } from '@foyer/contract';
import type { Theme, ThemeOption } from '@foyer/ui';

export interface AppContextValue {
  lang: string;
  theme: ThemeOption;
  setTheme: (theme: Theme) => void;
  /** The app's texts are loaded in the page language. */
  ready: boolean;
  /** Given on a prerendered sign-up page: the type it was rendered for (decision 050). */
  registerType?: RegisterType;
  /** A path in the current language: '/dashboard' → '/en/dashboard'. */
  localize: (path: string) => string;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (value === null) throw new Error('useApp must be used inside <App>');
  return value;
}
