/**
 * A partner's RP-initiated log-out (OpenID Connect RP-Initiated Logout 1.0; decision 076): the
 * provider asks the person on our page, in their language, and "Yes" ends the provider's session
 * and the Foyer sign-in it stands for. The provider's session is made from the Foyer session
 * (its `foyer_session` check), so signing out of one and staying signed in to the other is not
 * what a person means by "sign me out".
 */
import type { KoaContextWithOIDC } from 'oidc-provider';
import { messageTexts } from '../messages/catalog.js';
import { revokeSession, sessionCookieName } from '../sessions/index.js';
import type { Clock } from '../shared/clock.js';
import type { Store } from '../store/store.js';
import { foyerSessionOf } from './oauth-account.js';
import { escapeHtml } from '../messages/page-language.js';
import { providerPageHtml, providerPagePolicy, requestLanguage } from './oauth-provider-page.js';

type LogOutDeps = { store: Store; clock: Clock };

/** Stands for the app's name in its sentence until the name goes in as markup. */
const APP_MARK = '\uE000';

/** Our style only; the form posts to us, and the answer goes on to the partner's address. */
const pagePolicy = (formTargets: string[]) => providerPagePolicy(["'self'", ...formTargets]);

/**
 * The question. `form` is the provider's own (its action and the `xsrf` bound to this browser's
 * session); the two answers submit it, "Yes" with `logout=yes`.
 */
export function logOutPageHtml(language: string, form: string, appName?: string): string {
  const { t } = messageTexts(language);
  // The app's name is isolated (<bdi>): a Latin name in an Arabic sentence keeps its order.
  const sentence = escapeHtml(t('oauthLogout.asker', { app: APP_MARK }));
  const named = `<bdi>${escapeHtml(appName ?? '')}</bdi>`;
  const asker = appName ? `<p>${sentence.replace(APP_MARK, named)}</p>` : '';
  return providerPageHtml(
    language,
    t('oauthLogout.title'),
    [
      asker,
      `<p>${escapeHtml(t('oauthLogout.body'))}</p>`,
      form,
      '<div class="actions">',
      `<button autofocus type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t('oauthLogout.yes'))}</button>`,
      `<button class="secondary" type="submit" form="op.logoutForm">${escapeHtml(t('oauthLogout.no'))}</button>`,
      '</div>',
    ].join(''),
  );
}

/** After the answer, when the partner named no address to come back to. */
export function loggedOutPageHtml(language: string, stayedSignedIn: boolean): string {
  const { t } = messageTexts(language);
  const body = stayedSignedIn ? t('oauthLogout.stayedBody') : t('oauthLogout.doneBody');
  return providerPageHtml(
    language,
    t('oauthLogout.doneTitle'),
    `<p>${escapeHtml(body)}</p><a href="/">${escapeHtml(t('oauthError.home'))}</a>`,
  );
}

/** The provider's `logoutSource`. */
export function logOutSource(ctx: KoaContextWithOIDC, form: string): void {
  const back = URL.parse(String(ctx.oidc.params?.post_logout_redirect_uri ?? ''))?.origin;
  ctx.set('content-security-policy', pagePolicy(back ? [back] : []));
  ctx.type = 'html';
  ctx.body = logOutPageHtml(requestLanguage(ctx), form, ctx.oidc.client?.clientName);
}

/** The provider's `postLogoutSuccessSource`: the library names the client when "No" was chosen. */
export function loggedOutSource(ctx: KoaContextWithOIDC): void {
  ctx.set('content-security-policy', pagePolicy([]));
  ctx.type = 'html';
  ctx.body = loggedOutPageHtml(requestLanguage(ctx), Boolean(ctx.oidc.params?.client_id));
}

/**
 * Ends the Foyer sign-in of a browser whose provider session a "Yes" just ended. Only the Foyer
 * session of that same account: the library also posts a log-out by itself when another person
 * logged in to Foyer mid-request, and their new session must stay. A log-out confirmed with no
 * provider session at all (the library confirms those without asking) ends nothing of ours, so
 * a page elsewhere cannot sign a person out of Foyer.
 */
export function endFoyerSignInOnLogOut(deps: LogOutDeps) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<unknown>) => {
    await next();
    const { oidc } = ctx;
    const loggedOut = oidc?.route === 'end_session_confirm' && oidc.params?.logout;
    const providerAccount = loggedOut ? oidc.session?.accountId : undefined;
    if (!providerAccount) return;
    const name = sessionCookieName(ctx.hostname);
    const token = ctx.cookies.get(name, { signed: false });
    if (!token || (await foyerSessionOf(deps, token)) !== providerAccount) return;
    await revokeSession(deps, token);
    const cookie = { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.secure } as const;
    ctx.cookies.set(name, null, { ...cookie, signed: false, overwrite: true });
  };
}
