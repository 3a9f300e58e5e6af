import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserFactsShown } from '@foyer/ui';
import type { ThemeOption } from '@foyer/ui';
import { describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from './app-context';
import { SiteHeader } from './site-header';
import { renderAt } from '../test-support/render-at';

// Without an i18n instance the bar shows its keys, which these tests name directly.
function renderHeader(theme: ThemeOption, factsShown: boolean) {
  const setTheme = vi.fn();
  const app: AppContextValue = {
    lang: 'ar-SA',
    theme,
    setTheme,
    ready: true,
    localize: (path) => `/ar-SA${path}`,
  };
  // Under the router: the language picker, loaded with the tools, reads the address.
  renderAt(
    '/ar-SA/login',
    <AppContext.Provider value={app}>
      <BrowserFactsShown value={factsShown}>
        <SiteHeader />
      </BrowserFactsShown>
    </AppContext.Provider>,
  );
  return setTheme;
}

describe("the frame's bar on the sign-in pages (decision 140)", () => {
  it("the brand's name leads home in the page's language", () => {
    renderHeader('light', false);
    expect(screen.getByRole('link', { name: 'Foyer' })).toHaveAttribute('href', '/ar-SA/');
  });

  it('on the screen rendered ahead there is only the brand: the tools come with the browser’s facts', () => {
    renderHeader('system', false);
    expect(screen.queryByRole('button', { name: 'app:header.darkTheme' })).toBeNull();
  });

  it('the theme switch says whether dark is on and turns it on or off', async () => {
    const user = userEvent.setup();
    const setTheme = renderHeader('light', true);
    const toggle = screen.getByRole('button', { name: 'app:header.darkTheme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(setTheme).toHaveBeenCalledWith('dark');
  });

  it('pressed while dark; pressing it again goes back to light', async () => {
    const user = userEvent.setup();
    const setTheme = renderHeader('dark', true);
    const toggle = screen.getByRole('button', { name: 'app:header.darkTheme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(setTheme).toHaveBeenCalledWith('light');
  });
});
