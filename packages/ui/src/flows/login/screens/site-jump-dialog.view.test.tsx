import { render, screen } from '@testing-library/react';
import type { SiteCode } from '@foyer/contract';
import { describe, expect, it, vi } from 'vitest';
import { loadLaterTexts } from '../../../i18n/create-i18n';
import { WidgetProvider } from '../../../widget/widget-provider';
import type { LoginMachineView } from '../use-login';
import { SiteJumpDialogView } from './site-jump-dialog.view';

/** The log-in machine standing on the site-jump wall, for an account of `targetSite`. */
function offering(targetSite: SiteCode): LoginMachineView {
  const snapshot = {
    matches: (state: string) => state === 'offeringSiteJump',
    context: { step: { kind: 'siteJump', accountId: '7', targetSite } },
  };
  return { snapshot, send: vi.fn() } as unknown as LoginMachineView;
}

async function renderIn(lang: string, targetSite: SiteCode) {
  await loadLaterTexts();
  render(
    <WidgetProvider options={{ lang }} variant="page" initialMode="login">
      {(ready) => (ready ? <SiteJumpDialogView login={offering(targetSite)} /> : null)}
    </WidgetProvider>,
  );
  return screen.findByRole('alertdialog');
}

describe("the site jump names the account's site in the page's language (behaviour §9)", () => {
  it('ja-JP: the country by Intl.DisplayNames, in the Japanese sentence', async () => {
    const dialog = await renderIn('ja-JP', 'HKG');
    expect(dialog).toHaveAccessibleName('香港サイトで続行');
    expect(dialog).toHaveTextContent('お使いのアカウントは香港サイトに属しています。');
  });

  it('hi-IN (which reads English texts): the country still named in Hindi', async () => {
    const dialog = await renderIn('hi-IN', 'ARE');
    expect(dialog).toHaveAccessibleName('Continue on the संयुक्त अरब अमीरात site');
  });

  it("a language that inflects the site's name keeps its words around the region", async () => {
    const dialog = await renderIn('de-DE', 'NLD');
    expect(dialog).toHaveAccessibleName('Weiter auf der Website für die Region Niederlande');
  });

  it('the main site and the EU site, which are no country, keep their translated names', async () => {
    expect(await renderIn('ja-JP', 'BYBIT')).toHaveAccessibleName('メインサイトで続行');
  });
});
