/**
 * The reference app's way into the widget's onlyLogin mode (behaviour §1, decision 130): the
 * log-in and sign-up pages with `?onlyLogin=true` show the log-in view alone, no sign-up toggle,
 * and no account made by a provider's sign-in. Such a page is rendered in the browser, not
 * hydrated: the prerendered screen has the toggle (and, on /register, the sign-up form).
 */
export function onlyLoginAsked(search: string): boolean {
  return new URLSearchParams(search).get('onlyLogin') === 'true';
}
