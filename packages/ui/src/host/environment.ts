/** Environment and API base derived from the page host (behaviour §1). */
import { API_PATH_PREFIX } from '@foyer/contract';

// One derivation for the widget, the server and host apps (docs/decisions/154).
export { environmentFromHost, type Environment } from '@foyer/contract';

/** The API base of a page origin: the origin plus the '/x-api' prefix. */
export function apiBaseForOrigin(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${API_PATH_PREFIX}`;
}
