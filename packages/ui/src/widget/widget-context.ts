import { createContext, useContext } from 'react';
import type { ComplianceBlock, ThirdPartyTokenType } from '@foyer/contract';
import type { ApiClient } from '../api/api-outcome';
import type { TokenStore } from '../api/token-store';
import type { HostConfig } from '../host/host-config';
import type { ThemeOption } from '../theme/theme';
import type { Track } from '../tracking/tracker';
import type { WidgetMode, WidgetOptions } from './widget-options';

/** The shell a flow runs in (docs/engineering.md "Variants are shells": variants are shells, not forks). */
export type WidgetVariant = 'page' | 'modal';

/** What every flow and view of one widget shares. */
export interface WidgetContextValue {
  /** The host's options, with the blocks the site's compliance config hides hidden. */
  options: WidgetOptions;
  /**
   * The blocks the site's compliance config hides (behaviour §6 'hide' action): a hidden
   * referral block sends no code at all, not even one the page arrived with (decision 090).
   */
  complianceHidden: readonly ComplianceBlock[];
  variant: WidgetVariant;
  host: HostConfig;
  lang: string;
  dir: 'ltr' | 'rtl';
  theme: ThemeOption;
  api: ApiClient;
  tokenStore: TokenStore;
  /** The one event stream (decision 144): to the host's `onTrack`, else to the server. */
  track: Track;
  /** The view shown now, and how to switch it (the log-in / sign-up toggle). */
  mode: WidgetMode;
  switchMode: (mode: WidgetMode) => void;
  /** Dialogs portal here, inside the themed widget root. */
  portalContainer: HTMLElement | null;
  setPortalContainer: (element: HTMLElement | null) => void;
  /** Goes to a URL through the host's `onNavigate`, else `window.location.assign`. */
  navigate: (url: string) => void;
  /**
   * Finishes a successful log-in or sign-up (behaviour §4 "Other"); `provider` when a
   * third-party sign-in (Telegram's too) made it, for its destination (decision 135).
   */
  complete: (
    mode: WidgetMode,
    accountId: string | undefined,
    provider?: ThirdPartyTokenType,
  ) => void;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

/** The widget the calling component runs in. */
export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (value === null) throw new Error('useWidget must be used inside a Foyer widget');
  return value;
}
