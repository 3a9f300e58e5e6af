/** Environment and API base derived from the page host (behaviour §1). */
import { API_PATH_PREFIX } from '@foyer/contract';

/** testnet (a 'testnet' label), production (a public host) or other (local, IP addresses). */
export type Environment = 'testnet' | 'production' | 'other';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.test'];

function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || IPV4.test(host) || host.includes(':') || host.startsWith('[')) {
    return true;
  }
  return !host.includes('.') || LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/** The environment of a page host name. */
export function environmentFromHost(hostname: string): Environment {
  const labels = hostname.toLowerCase().split('.');
  if (labels.some((label) => label.includes('testnet'))) return 'testnet';
  return isLocalHost(hostname) ? 'other' : 'production';
}

/** The API base of a page origin: the origin plus the '/x-api' prefix. */
export function apiBaseForOrigin(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${API_PATH_PREFIX}`;
}
