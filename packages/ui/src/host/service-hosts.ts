/**
 * The exchange's service addresses for a host app (behaviour §1, docs/decisions/154): from the
 * page's `window.location`, its environment, its registrable site domain under the regulated
 * suffixes, and the websocket and chat origins named from them. Foyer itself opens no
 * websocket and no chat; the host app reads them here so that it names them as Foyer does.
 */
export {
  REGULATED_SUFFIXES,
  applePlatformOf,
  serviceHostsOf,
  siteDomainOf,
  type ApplePlatformId,
  type PageHost,
  type ServiceHosts,
} from '@foyer/contract';
