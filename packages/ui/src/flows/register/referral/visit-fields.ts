/**
 * Where the visitor comes from (behaviour §3 register, send-code and third-party payloads;
 * docs/decisions/147): `from` and `g`, the page's query tags of those names; `location_link`,
 * the referrer, else the page; `url`, the page. Addresses go without their query and fragment,
 * which may carry an e-mail, a code or a token. Loaded with the first send, not the first screen.
 */

/** What the page says: its address and the referrer. */
export interface PageVisit {
  href: string;
  referrer: string;
}

export interface VisitFields {
  from?: string;
  g?: string;
  location_link?: string;
  url?: string;
}

const TAG = /^[\w.:-]{1,64}$/;
const ADDRESS_MAX = 2048;

/** An http(s) address as origin and path; undefined for none, or one of another kind. */
export function pageAddress(text: string): string | undefined {
  try {
    const address = new URL(text);
    const kept = `${address.origin}${address.pathname}`;
    return /^https?:$/.test(address.protocol) && kept.length <= ADDRESS_MAX ? kept : undefined;
  } catch {
    return undefined;
  }
}

function tag(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name)?.trim();
  return value && TAG.test(value) ? value : undefined;
}

export function currentPageVisit(): PageVisit {
  return { href: window.location.href, referrer: document.referrer };
}

/** The fields, each only when the page has it. */
export function visitFields(page: PageVisit = currentPageVisit()): VisitFields {
  const query = new URL(page.href).searchParams;
  const url = pageAddress(page.href);
  const fields: VisitFields = {
    from: tag(query, 'from'),
    g: tag(query, 'g'),
    location_link: pageAddress(page.referrer) ?? url,
    url,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value)) as VisitFields;
}
