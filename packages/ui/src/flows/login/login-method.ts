/** Which tab the log-in view opens on (behaviour §2): the last one chosen, when still shown. */
import { LOGIN_TAB_STORAGE_KEY, SITES, type SiteCode } from '@foyer/contract';
import type { Method } from '../shared/credentials-form';

/** The localStorage key of the last chosen log-in tab (a prerendered page's start script reads it too). */
export { LOGIN_TAB_STORAGE_KEY };

/** The log-in tabs of behaviour §2: email, mobile, qrcode. */
export type LoginTab = Method | 'qrcode';

export interface TabVisibility {
  hideEmailTab?: boolean;
  hidePhoneTab?: boolean;
  /** Whether the QR tab may show (qrTabAllowed); false when not given. */
  qrAllowed?: boolean;
}

/** What decides the QR tab (behaviour §2 "The QR tab shows only when…"). */
export interface QrTabFacts {
  site: SiteCode;
  /** The OAuth-embedded view. */
  oauth: boolean;
  /** The in-app view (a messaging-app mini app's web view). */
  inApp: boolean;
  /** Hidden by the compliance config ('hide' action, the `hideQrCode` option). */
  hiddenByCompliance: boolean;
  /**
   * The device's main pointer is a finger (a phone or a tablet): it cannot scan a code on its
   * own screen (decision 139). Not given: a device with a mouse.
   */
  touchOnly?: boolean;
}

/**
 * Not OAuth, not the Turkish site, not the in-app view, not hidden by compliance config; and
 * not on a touch-only device, which cannot scan its own screen (decision 139).
 */
export function qrTabAllowed(facts: QrTabFacts): boolean {
  const { site, oauth, inApp, hiddenByCompliance, touchOnly = false } = facts;
  return SITES[site].qrLogin && !oauth && !inApp && !hiddenByCompliance && !touchOnly;
}

/** The e-mail and mobile tabs shown, in order; e-mail stays when both are hidden. */
export function visibleMethods({ hideEmailTab, hidePhoneTab }: TabVisibility): Method[] {
  const methods: Method[] = [];
  if (!hideEmailTab) methods.push('email');
  if (!hidePhoneTab) methods.push('mobile');
  return methods.length > 0 ? methods : ['email'];
}

/** Every tab shown, in order: the credential tabs, then "QR code" when allowed. */
export function visibleLoginTabs(visibility: TabVisibility): LoginTab[] {
  const tabs: LoginTab[] = visibleMethods(visibility);
  return visibility.qrAllowed ? [...tabs, 'qrcode'] : tabs;
}

/** The stored tab if it is shown; else e-mail; else the first tab shown. */
export function initialLoginTab(stored: string | null, visibility: TabVisibility): LoginTab {
  const shown = visibleLoginTabs(visibility);
  const remembered = shown.find((tab) => tab === stored);
  if (remembered) return remembered;
  return shown.includes('email') ? 'email' : (shown[0] ?? 'email');
}

/** The credential method the form starts on: the initial tab, or e-mail's rule under QR. */
export function initialLoginMethod(stored: string | null, visibility: TabVisibility): Method {
  const tab = initialLoginTab(stored, visibility);
  return tab === 'qrcode'
    ? (initialLoginTab(null, { ...visibility, qrAllowed: false }) as Method)
    : tab;
}

export function readStoredLoginTab(): string | null {
  try {
    return localStorage.getItem(LOGIN_TAB_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLoginTab(tab: LoginTab): void {
  try {
    localStorage.setItem(LOGIN_TAB_STORAGE_KEY, tab);
  } catch {
    // Not remembered without storage; the tab still switches.
  }
}
