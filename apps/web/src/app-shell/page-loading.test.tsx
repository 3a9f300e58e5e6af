import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppContext, type AppContextValue } from './app-context';
import { isHostFramed } from './host-framed';
import { PageLoading } from './page-loading';
import { renderAt } from '../test-support/render-at';

const app: AppContextValue = {
  lang: 'en',
  theme: 'light',
  setTheme: () => undefined,
  ready: true,
  localize: (path) => `/en${path}`,
};

function loadingAt(address: string) {
  renderAt(
    address,
    <AppContext.Provider value={app}>
      <PageLoading />
    </AppContext.Provider>,
  );
}

describe('views framed by their host carry no bar of ours, not even while they load (decision 140)', () => {
  it.each([
    '/en/min-app/task',
    '/de-DE/earn/tg-page/daily',
    '/en/telegram-register-login#tgWebAppData=user%3D%257B%257D',
    '/en/oauth?client_id=a',
    '/ar-SA/oauth-login',
    '/en/bybit/oauth-authorized?uid=1',
  ])('%s loads without the bar', (address) => {
    loadingAt(address);
    expect(screen.getByText('app:loading')).toBeVisible();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it.each([
    '/en/dashboard',
    '/en/app/user/security',
    '/en/telegram-register-login',
    '/en/download',
  ])('%s loads under the bar, as the page it becomes', (address) => {
    loadingAt(address);
    expect(screen.getByRole('banner')).toBeVisible();
  });

  it('the Login Widget’s return page is ours; the same address opened by Telegram is not', () => {
    expect(isHostFramed('/en/telegram-register-login', '')).toBe(false);
    expect(isHostFramed('/en/telegram-register-login', '#tgWebAppData=x')).toBe(true);
  });
});
