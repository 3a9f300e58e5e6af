/** Paths with the language segment of behaviour §2: '/ar-SA/login' is '/login' in Arabic. */
import { DEFAULT_LANGUAGE } from '@foyer/contract';
import { splitLanguageSegment } from '@foyer/ui';

export interface LocalizedPath {
  /** The page language: the segment's, else the default. */
  lang: string;
  /** Whether the URL named the language. */
  explicit: boolean;
  /** The path to match, without the language segment. */
  path: string;
}

/** Removes the language segment before matching; an unknown segment is no language. */
export function localizedPath(pathname: string): LocalizedPath {
  const { lang, path } = splitLanguageSegment(pathname);
  return { lang: lang ?? DEFAULT_LANGUAGE, explicit: lang !== undefined, path };
}

/** '/dashboard' in 'ar-SA' → '/ar-SA/dashboard'. */
export function withLanguage(lang: string, path: string): string {
  return `/${lang}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The log-in page that comes back to `path` afterwards (behaviour §2 "Post-login redirect": the
 * log-in follows `redirect_url` through the one redirect rule): '/en/app/user/security' →
 * '/en/login?redirect_url=%2Fen%2Fapp%2Fuser%2Fsecurity'.
 */
export function logInAndBack(lang: string, path: string): string {
  return `${withLanguage(lang, '/login')}?redirect_url=${encodeURIComponent(path)}`;
}
