import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignUpRetention } from '../../../shells/retention/sign-up-retention';
import { WidgetProvider } from '../../../widget/widget-provider';
import type { WidgetOptions } from '../../../widget/widget-options';
import { CreatingAccountView } from './creating-account.view';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderInWidget(onBackHome: () => void, options: WidgetOptions = {}) {
  return render(
    <WidgetProvider options={options} variant="page" initialMode="register">
      {(ready) =>
        ready ? (
          <SignUpRetention open>
            <CreatingAccountView onBackHome={onBackHome} />
          </SignUpRetention>
        ) : null
      }
    </WidgetProvider>,
  );
}

describe("behaviour §2 Registration-progress screens: 'creating account' with a back-to-home button (§8 50101)", () => {
  it('shows the creating-account title and what happens, announced as a status', async () => {
    renderInWidget(vi.fn());
    expect(
      await screen.findByRole('heading', { name: 'Creating your account', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your account is already being created.');
  });

  it('"Back to home" calls onBackHome', async () => {
    const user = userEvent.setup();
    const onBackHome = vi.fn();
    renderInWidget(onBackHome);
    await user.click(await screen.findByRole('button', { name: 'Back to home' }));
    expect(onBackHome).toHaveBeenCalledTimes(1);
  });

  it('reads in Arabic', async () => {
    renderInWidget(vi.fn(), { lang: 'ar-SA' });
    expect(
      await screen.findByRole('button', { name: 'العودة إلى الصفحة الرئيسية' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'جارٍ إنشاء حسابك' })).toBeInTheDocument();
  });

  it('the account is being created: Back does not open the retention modal', async () => {
    window.history.replaceState(null, '', '/en/');
    window.history.pushState(null, '', '/en/register');
    renderInWidget(vi.fn());
    await screen.findByRole('button', { name: 'Back to home' });
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    act(() => window.history.back());
    await act(async () => {
      await popped;
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
