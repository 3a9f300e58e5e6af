/** Which tab the log-in view opens on (SPEC §2): the last one chosen, when still shown. */
import type { Method } from '../shared/credentials-form';

/** The localStorage key of the last chosen log-in tab. */
export const LOGIN_TAB_STORAGE_KEY = 'foyer_login_tab';

export interface TabVisibility {
  hideEmailTab?: boolean;
  hidePhoneTab?: boolean;
}

/** The tabs shown, in order; e-mail stays when both are hidden, as a form needs one. */
export function visibleMethods({ hideEmailTab, hidePhoneTab }: TabVisibility): Method[] {
  const methods: Method[] = [];
  if (!hideEmailTab) methods.push('email');
  if (!hidePhoneTab) methods.push('mobile');
  return methods.length > 0 ? methods : ['email'];
}

/** The stored tab if it is shown; else e-mail; else the first tab shown. */
export function initialLoginMethod(stored: string | null, visibility: TabVisibility): Method {
  const shown = visibleMethods(visibility);
  const remembered = shown.find((method) => method === stored);
  if (remembered) return remembered;
  return shown.includes('email') ? 'email' : (shown[0] ?? 'email');
}

export function readStoredLoginTab(): string | null {
  try {
    return localStorage.getItem(LOGIN_TAB_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLoginTab(method: Method): void {
  try {
    localStorage.setItem(LOGIN_TAB_STORAGE_KEY, method);
  } catch {
    // Not remembered without storage; the tab still switches.
  }
}
