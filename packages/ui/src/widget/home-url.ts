/**
 * The host's home (docs/decisions/030): where "Back to home" of the 'creating account' screen
 * and Quit of the retention modal (on a tab that opened on sign-up) go. Hosts that keep their
 * home elsewhere route it in `onNavigate`.
 */
export function homeUrl(lang: string): string {
  return `/${lang}/`;
}
