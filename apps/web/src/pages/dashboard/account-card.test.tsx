import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppContext, type AppContextValue } from '../../app-shell/app-context';
import { renderAt } from '../../test-support/render-at';
import { AccountCard } from './account-card';
import type { Profile } from './use-profile';

// Without an i18n instance the card shows its keys, which these tests name directly.
const APP: AppContextValue = {
  lang: 'en',
  theme: 'light',
  setTheme: () => undefined,
  ready: true,
  localize: (path) => `/en${path}`,
};
const PROFILE = { id: '100200300', email: 'ada@example.com', create_time: 0 } as Profile;

function renderCard(newUser: boolean) {
  return renderAt(
    '/en/dashboard',
    <AppContext.Provider value={APP}>
      <AccountCard
        profile={PROFILE}
        newUser={newUser}
        demo={false}
        leaving={false}
        onLogOut={() => undefined}
      />
    </AppContext.Provider>,
  );
}

describe('the new-user dashboard (issue 37, point 7): "your account is ready" comes with something to press', () => {
  it('a new account is offered its first steps, each a page of the app: identity, two-factor, buying crypto', () => {
    renderCard(true);
    const steps = screen.getByRole('list', { name: 'app:dashboard.readyBody' });
    const links = within(steps).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['app:dashboard.nextIdentity', '/en/user/accounts/auth/personal'],
      ['app:dashboard.nextTwoFactor', '/en/app/user/security'],
      ['app:dashboard.nextBuy', '/en/fiat/trade/express/home'],
    ]);
  });

  it('an account that is not new sees no notice and no steps', () => {
    renderCard(false);
    expect(screen.queryByText('app:dashboard.ready')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
