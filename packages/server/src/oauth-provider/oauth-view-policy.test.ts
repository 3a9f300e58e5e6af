/**
 * The OAuth view's pages for a partner app (docs/decisions/079), without a browser: SPEC's
 * entry address with an authorization request goes on to the provider with its query, and the
 * consent screen may show the client's logo (img-src names its origin) and no one else's.
 */
import { describe, expect, it } from 'vitest';
import { runAdmin } from '../admin/admin.js';
import { databases } from '../test-support/databases.js';
import { routeTestApp } from '../test-support/route-test-app.js';

const AUTHORIZATION_QUERY =
  'response_type=code&client_id=c1&redirect_uri=https%3A%2F%2Ftax.example%2Fcb&scope=openid&state=s%201';

describe.each(databases)('the OAuth view’s pages on $name', (database) => {
  const t = routeTestApp(database);

  async function client(...extra: string[]): Promise<string> {
    const made = await runAdmin(
      [
        'oauth-client',
        'create',
        '--name',
        'Tax',
        '--redirect-uri',
        'https://tax.example/cb',
        ...extra,
      ],
      { store: t.store, clock: t.clock },
    );
    return /client_id: (\S+)/.exec(made.out)?.[1] ?? '';
  }

  const imgSrcOf = async (url: string) => {
    const answer = await t.app.inject({ url });
    return /img-src ([^;]*)/.exec(String(answer.headers['content-security-policy']))?.[1];
  };

  it.each(['/oauth', '/en/oauth', '/de-DE/OAuth', '/OAUTH/'])(
    'SPEC’s entry address %s with response_type goes on to /oauth2/auth with the same query (302)',
    async (path) => {
      const answer = await t.app.inject({ url: `${path}?${AUTHORIZATION_QUERY}` });
      expect(answer.statusCode).toBe(302);
      const target = new URL(String(answer.headers.location), 'http://foyer.invalid');
      expect(target.pathname).toBe('/oauth2/auth');
      const sent = new URLSearchParams(AUTHORIZATION_QUERY);
      for (const [name, value] of sent) expect(target.searchParams.get(name)).toBe(value);
    },
  );

  it('the entry address’s language becomes ui_locales, unless the partner named its own', async () => {
    const located = async (url: string) =>
      new URL(String((await t.app.inject({ url })).headers.location), 'http://foyer.invalid');
    expect(
      (await located(`/ja-jp/oauth?${AUTHORIZATION_QUERY}`)).searchParams.get('ui_locales'),
    ).toBe('ja-JP');
    expect(
      (await located(`/de-DE/oauth?${AUTHORIZATION_QUERY}&ui_locales=fr-FR`)).searchParams.get(
        'ui_locales',
      ),
    ).toBe('fr-FR');
    expect((await located(`/oauth?${AUTHORIZATION_QUERY}`)).searchParams.has('ui_locales')).toBe(
      false,
    );
  });

  it.each([
    ['de-DE', '/de-DE/oauth'],
    ['fr-fr en', '/fr-FR/oauth'],
    ['xx', '/en/oauth'],
  ])(
    'the provider sends the person to the view in the first table language of ui_locales %s',
    async (uiLocales, path) => {
      const clientId = await client();
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: 'https://tax.example/cb',
        scope: 'openid',
        state: 's',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        ui_locales: uiLocales,
      });
      const answer = await t.app.inject({ url: `/oauth2/auth?${query.toString()}` });
      const view = new URL(String(answer.headers.location), 'http://foyer.invalid');
      expect(view.pathname).toBe(path);
      expect(view.searchParams.get('client_id')).toBe(clientId);
    },
  );

  it.each([
    ['the view’s own address (a uid, no response_type)', '/en/oauth?uid=abc&client_id=c1'],
    ['another step of the view', `/en/oauth-login?${AUTHORIZATION_QUERY}`],
    ['a segment that is no language', `/xx-YY/oauth?${AUTHORIZATION_QUERY}`],
  ])('%s stays where it is', async (_what, url) => {
    expect((await t.app.inject({ url })).statusCode).not.toBe(302);
  });

  it('the consent screen’s img-src adds the origin of its client’s logo, and only on the view', async () => {
    const withLogo = await client('--logo', 'https://cdn.tax.example/brand/logo.png');
    expect(await imgSrcOf(`/en/oauth-authorized?uid=u&client_id=${withLogo}`)).toMatch(
      /^'self' data:.* https:\/\/cdn\.tax\.example$/,
    );
    expect(await imgSrcOf(`/en/login?client_id=${withLogo}`)).not.toContain('cdn.tax.example');
    const noLogo = await client();
    const own = await imgSrcOf('/en/oauth-authorized?uid=u');
    expect(await imgSrcOf(`/en/oauth-authorized?uid=u&client_id=${noLogo}`)).toBe(own);
    expect(await imgSrcOf('/en/oauth-authorized?uid=u&client_id=nobody')).toBe(own);
  });
});
