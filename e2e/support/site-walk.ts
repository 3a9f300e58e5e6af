/**
 * The nine regional sites as the browser walks them (nine-sites.spec.ts): one row per site of
 * the contract's SITE_RULES, the host that selects it (decision 004), where its visitor stands
 * so that no residence dialog comes (behaviour §2 "Residence dialogs", decision 074), and how a
 * page of it is opened and offered every third-party provider.
 */
import { expect, type Page } from '@playwright/test';
import {
  RESIDENCE_PROMPTS,
  SITE_CODES,
  SITE_RULES,
  ipInfoCall,
  legalLinksFor,
  redeemConfigCall,
  visitorCountryCall,
  webConfigCall,
  type AllSiteRules,
  type RegionGroup,
  type SiteCode,
} from '@foyer/contract';
import { pointerArrives, untilInteractive } from './journeys.js';

/** An address support/geo-table.csv places in each region group: France, Georgia, the UAE. */
const ADDRESS_IN: Record<RegionGroup, string> = {
  eea: '203.0.113.40',
  ge: '203.0.113.164',
  ae: '203.0.113.180',
};

/** The languages photographed: the site's own where it has one (behaviour §9 "Languages"). */
export const SCREEN_LANGUAGE: Partial<Record<SiteCode, string>> = { TUR: 'tr-TUR', EU: 'de' };

export interface SiteWalk {
  code: SiteCode;
  rules: AllSiteRules;
  /** The host's first label with its dot ('tr.'), '' for the main site. */
  label: string;
  /** Where the visitor stands: outside the group of a prompt asked of those outside it. */
  visitor: string | undefined;
}

export const WALKS: readonly SiteWalk[] = SITE_CODES.map((code) => {
  const prompt = RESIDENCE_PROMPTS[code];
  const first = SITE_RULES[code].hostLabels[0];
  return {
    code,
    rules: SITE_RULES[code],
    label: first ? `${first}.` : '',
    // Loopback has no country: outside every group, as the main site's prompt wants.
    visitor: prompt?.askedOf === 'out' ? ADDRESS_IN[prompt.group] : undefined,
  };
});

/** The providers a server with every provider configured offers (docs/decisions/064). */
const OFFERED = ['google', 'apple', 'tr'];
/** The buttons each block shows of that offer and the e2e server's Telegram bot. */
export const BUTTONS: Record<AllSiteRules['thirdPartyBlock'], string[]> = {
  all: ['Continue with Google', 'Continue with Apple', 'Continue with Telegram'],
  turkish: ['Continue with Turkish ID'],
  none: [],
};

/** The rules a site's render test checks, in behaviour §1's words. */
export function ruleWords({ code, rules }: SiteWalk): string {
  const blocks = {
    all: 'the configured third-party providers',
    none: 'no third-party block',
    turkish: 'one Turkish third-party button',
  };
  const links = legalLinksFor(code, '{lang}');
  return [
    rules.termsCheckboxes === 1
      ? 'one terms box'
      : `${rules.termsCheckboxes === 3 ? 'three' : rules.termsCheckboxes} terms boxes, all required`,
    ...(rules.newsOptIn ? ['the optional news opt-in'] : []),
    ...(rules.loginTerms ? ['a terms checkbox on the log-in view too'] : []),
    `legal links ${links.terms} and ${links.privacy}`,
    rules.qrLogin ? 'a QR tab' : 'no QR tab',
    rules.phoneCountrySelector ? 'a phone country selector' : "the phone's country implied",
    blocks[rules.thirdPartyBlock],
    `log-in captcha scene ${rules.loginCaptchaScene}`,
  ].join('; ');
}

export function siteOrigin(baseURL: string | undefined, { label }: SiteWalk): string {
  return `http://${label}localhost:${new URL(baseURL ?? '').port}`;
}

export const apiPath = (path: string) => (r: { url(): string }) =>
  new URL(r.url()).pathname === `/x-api${path}`;

/** The visitor stands where the site expects it (no residence dialog). */
export async function placeVisitor(page: Page, walk: SiteWalk): Promise<void> {
  if (walk.visitor) await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': walk.visitor });
}

/** The server's own web config, with every provider offered as a server configured so does. */
export async function offerEveryProvider(page: Page): Promise<void> {
  await page.route(`**/x-api${webConfigCall.path}`, async (route) => {
    // Node cannot resolve `tr.localhost` as Chromium does: the same server by its address.
    const url = new URL(route.request().url());
    url.hostname = '127.0.0.1';
    const response = await route.fetch({ url: url.href });
    const envelope = (await response.json()) as { result: { third_party: object } };
    envelope.result.third_party = { ...envelope.result.third_party, providers: OFFERED };
    await route.fulfill({ response, json: envelope });
  });
}

/**
 * Opens a view and waits until the page has heard what decides its blocks: the compliance
 * config (its 'hide' action, returned), the web config and the visitor's country (the
 * third-party block), and, on a site that may ask, the IP info (the residence dialog).
 */
export async function openView(page: Page, walk: SiteWalk, path: string): Promise<string[]> {
  const heard = [
    page.waitForResponse(apiPath(redeemConfigCall.path)),
    page.waitForResponse(apiPath(webConfigCall.path)),
    page.waitForResponse(apiPath(visitorCountryCall.path)),
    ...(RESIDENCE_PROMPTS[walk.code] ? [page.waitForResponse(apiPath(ipInfoCall.path))] : []),
  ];
  await page.goto(path);
  // On a page rendered ahead the app, and its calls, come on the first intent (decision 136).
  await pointerArrives(page);
  const [compliance] = await Promise.all(heard);
  await page.waitForLoadState('networkidle');
  await untilInteractive(page);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const body = (await compliance!.json()) as { result: { hide?: string[] } };
  return body.result.hide ?? [];
}
