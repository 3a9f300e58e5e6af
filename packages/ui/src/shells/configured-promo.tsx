/**
 * The configured promo panel (behaviour §2, §3), loaded beside the banner call: the entry read
 * without trusting it (a value that is not the expected JSON, or a link that is not http(s) or
 * a path on this origin, is ignored), and its image in the server's resized copies (156).
 */
import { PROMO_LINK_LANGUAGE_PLACEHOLDER, type PromoValue } from '@foyer/contract';
import styles from './shells.module.css';

/** What the panel shows: text, and an image with where it leads (both checked). */
export interface PromoContent {
  title: string;
  subtitle?: string;
  image?: string;
  /** The image's copies: [type, srcset], AVIF first, the browser takes the first it can show. */
  sources: [string, string][];
  link?: string;
}

/** The server's copies (decision 156): paths on this origin, at 1x to 3x, nothing else. */
const SERVER_SRCSET = /^\/\w[\w./-]* [1-3]x(, \/\w[\w./-]* [1-3]x)*$/;

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
  const set = value.image_set as Partial<Record<'avif' | 'webp', unknown>> | null | undefined;
  return {
    title: value.title,
    subtitle: text(value.subtitle),
    image: safeUrl(text(value.image)),
    sources: (['avif', 'webp'] as const).flatMap((format): [string, string][] => {
      const srcset = set?.[format];
      return typeof srcset === 'string' && SERVER_SRCSET.test(srcset)
        ? [[`image/${format}`, srcset]]
        : [];
    }),
    link: link ? safeUrl(fillLanguage(link, lang)) : undefined,
  };
}

/** The configured panel: image (a link when one is configured), title, subtitle. */
export function ConfiguredPromo({ content }: { content: PromoContent }) {
  const image = content.image ? (
    <picture>
      {content.sources.map(([type, srcSet]) => (
        <source key={type} type={type} srcSet={srcSet} />
      ))}
      <img className={styles.promoImage} src={content.image} alt="" width={304} height={280} />
    </picture>
  ) : null;
  return (
    <div className={styles.promo}>
      {image && content.link ? (
        <a href={content.link} target="_blank" rel="noopener noreferrer" aria-label={content.title}>
          {image}
        </a>
      ) : (
        image
      )}
      <h2 className={styles.promoTitle}>{content.title}</h2>
      {content.subtitle ? <p className={styles.promoText}>{content.subtitle}</p> : null}
    </div>
  );
}
