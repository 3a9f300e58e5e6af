/**
 * The promo panel's remote configuration (behaviour §2, §3): the entry of the view's key
 * (web_loginpage_config or web_signuppage_config) from POST /v3/config/banner, read without
 * trusting it: a value that is not the expected JSON, or a link that is not http(s) or a
 * path on this origin, is ignored.
 */
import {
  PROMO_CONFIG_KEYS,
  PROMO_LINK_LANGUAGE_PLACEHOLDER,
  bannerConfigCall,
  type PromoValue,
} from '@foyer/contract';
import type { ApiClient } from '../api/api-outcome';
import type { WidgetMode } from '../widget/widget-options';

/** What the panel shows: text, and an image with where it leads (both checked). */
export interface PromoContent {
  title: string;
  subtitle?: string;
  image?: string;
  link?: string;
}

/** An http(s) URL, or a path on the current origin (not '//host', which is another origin). */
export function safeUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** "clicking the image opens a configured link with the language placeholder filled" */
export function fillLanguage(link: string, lang: string): string {
  return link.split(PROMO_LINK_LANGUAGE_PLACEHOLDER).join(encodeURIComponent(lang));
}

/** The entry's JSON as promo content, or undefined when it is not one. */
export function readPromoValue(json: string, lang: string): PromoContent | undefined {
  let value: Partial<Record<keyof PromoValue, unknown>>;
  try {
    value = JSON.parse(json) as typeof value;
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || typeof value.title !== 'string') {
    return undefined;
  }
  const text = (field: unknown) => (typeof field === 'string' && field ? field : undefined);
  const link = text(value.image_link);
  return {
    title: value.title,
    subtitle: text(value.subtitle),
    image: safeUrl(text(value.image)),
    link: link ? safeUrl(fillLanguage(link, lang)) : undefined,
  };
}

export async function loadPromoContent(
  api: ApiClient,
  mode: WidgetMode,
  lang: string,
): Promise<PromoContent | undefined> {
  const key = PROMO_CONFIG_KEYS[mode];
  const outcome = await api.call(
    bannerConfigCall,
    { project_name: 'foyer', keys: [key], properties: { language: lang } },
    { hideError: true },
  );
  if (!outcome.ok) return undefined;
  const entry = outcome.result.list.find((item) => item.key === key);
  return entry ? readPromoValue(entry.value, lang) : undefined;
}
