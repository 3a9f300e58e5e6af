import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../../test-support/fake-api';
import { RegisterLoginModal } from '../register-login-modal';
import { RegisterLoginPage } from '../register-login-page';
import { RETENTION_CHECK_MS } from './retention-dialog.view';

/** What permission_v2 answers: sign-up offered, or refused for a reason. */
function permission(reason: 'none' | 'ipBanned' | 'countryBanned') {
  return () =>
    ok({
      permission: reason === 'none' ? 1 : 0,
      reason,
      country_code: reason === 'countryBanned' ? 'US' : 'DE',
      region_code: '',
      ip: '203.0.113.7',
    });
}

function api(check: (body: Record<string, unknown>, url: URL) => unknown = permission('none')) {
  return fakeApi({
    'GET /register/permission_v2': check,
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: '' }),
    'POST /verify/register/email': () => ok({ uuid: 'u-1' }),
    'POST /register/email': () => ok({ id: '1001' }, { token: 'tok-new' }),
  });
}

/** The browser's Back button: a real history traversal, answered by popstate. */
async function pressBack(): Promise<void> {
  const popped = new Promise((resolve) =>
    window.addEventListener('popstate', resolve, { once: true }),
  );
  act(() => window.history.back());
  await act(async () => {
    await popped;
  });
}

/** The visitor came from the host's home page to the sign-up page. */
function arriveAt(path: string): void {
  window.history.replaceState(null, '', '/en/');
  window.history.pushState(null, '', path);
}

beforeEach(() => arriveAt('/en/register'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('Back-navigation retention modal on the register page (behaviour §2 "Dialogs", §4)', () => {
  it('normal campaign: Back opens it with gift, title, description, sign-up card, Continue and Quit', async () => {
    api();
    render(<RegisterLoginPage onNavigate={vi.fn()} />);
    await screen.findByRole('button', { name: 'Sign up' });
    await pressBack();
    const dialog = await screen.findByRole('dialog', {
      name: "You're a minute away from your account",
    });
    expect(dialog).toHaveAccessibleDescription(
      "Finish signing up to start trading. What you've entered stays here when you continue.",
    );
    expect(dialog).toHaveTextContent('About a minute');
    // No offer is named on this arrival, so none is promised (issue 37, point 7).
    expect(dialog).not.toHaveTextContent(/gift|reward|bonus/i);
    expect(dialog.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quit' })).toBeInTheDocument();
    // The dialog traps focus: it starts inside.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('referral (ref present): the invitation code is on the card', async () => {
    arriveAt('/en/register?ref=FRIEND7');
    api();
    render(<RegisterLoginPage onNavigate={vi.fn()} />);
    await screen.findByRole('button', { name: 'Sign up' });
    await pressBack();
    const dialog = await screen.findByRole('dialog', {
      name: "Your friend's invitation is waiting",
    });
    expect(dialog).toHaveTextContent('Invitation code');
    expect(dialog).toHaveTextContent('FRIEND7');
  });

  it('affiliate (affiliate_id present): the partner ID is on the card', async () => {
    arriveAt('/en/register?affiliate_id=31337&ref=FRIEND7');
    api();
    render(<RegisterLoginPage onNavigate={vi.fn()} />);
    await screen.findByRole('button', { name: 'Sign up' });
    await pressBack();
    const dialog = await screen.findByRole('dialog', {
      name: "Your partner's welcome offer is waiting",
    });
    expect(dialog).toHaveTextContent('31337');
  });

  it('Escape is Continue: the modal is dismissed and the form stays; Back again then Quit goes back', async () => {
    const user = userEvent.setup();
    api();
    render(<RegisterLoginPage onNavigate={vi.fn()} />);
    await screen.findByRole('button', { name: 'Sign up' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.click(email);
    await pressBack();
    await screen.findByRole('dialog', { name: "You're a minute away from your account" });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    // The focus goes back to the field the visitor was in.
    expect(email).toHaveFocus();

    await pressBack();
    await screen.findByRole('dialog', { name: "You're a minute away from your account" });
    const back = vi.spyOn(window.history, 'back');
    await user.click(screen.getByRole('button', { name: 'Quit' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('only on sign-up: Back on the log-in view opens nothing', async () => {
    api();
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    await screen.findByRole('button', { name: 'Log in' });
    expect(window.history.state).toBeNull();
    await pressBack();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('not after success: once the account is created, Back opens nothing', async () => {
    const user = userEvent.setup();
    api();
    const onNavigate = vi.fn();
    render(<RegisterLoginPage onNavigate={onNavigate} />);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    // Dialog 1, the ban-country declaration, comes before the captcha (behaviour §4).
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'Verify your email' }, { timeout: 15_000 });
    await user.keyboard('123456');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard?newUser=true'));
    await pressBack();
    expect(screen.queryByRole('dialog', { name: /waiting/ })).toBeNull();
  }, 20_000);

  it('in the modal, Quit closes it (the host onClose)', async () => {
    const user = userEvent.setup();
    api();
    const onClose = vi.fn();
    render(<RegisterLoginModal visible mode="register" onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Create your account' });
    await pressBack();
    await screen.findByRole('dialog', { name: "You're a minute away from your account" });
    await user.click(screen.getByRole('button', { name: 'Quit' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('in the modal, Escape dismisses the retention modal only: the sign-up modal stays open', async () => {
    const user = userEvent.setup();
    api();
    const onClose = vi.fn();
    render(<RegisterLoginModal visible mode="register" onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Create your account' });
    await pressBack();
    await screen.findByRole('dialog', { name: "You're a minute away from your account" });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: "You're a minute away from your account" }),
      ).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the server check before the retention modal (behaviour §4 "Back-navigation", decision 157)', () => {
  it('"If the server check returns a specific code the modal is skipped and the page quits": a visitor whose country is refused goes back without the modal', async () => {
    const { requests } = api(permission('countryBanned'));
    render(<RegisterLoginPage onNavigate={vi.fn()} />);
    await screen.findByRole('button', { name: 'Sign up' });
    const back = vi.spyOn(window.history, 'back');
    await pressBack();
    // The visitor's Back, then Quit's: the page goes back past the sign-up.
    await waitFor(() => expect(back).toHaveBeenCalledTimes(2));
    expect(requests.some((r) => r.path.endsWith('/register/permission_v2'))).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a banned address in the modal: Back closes it without the retention modal (the host onClose)', async () => {
    api(permission('ipBanned'));
    const onClose = vi.fn();
    render(<RegisterLoginModal visible mode="register" onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Create your account' });
    await pressBack();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(
      screen.queryByRole('dialog', { name: "You're a minute away from your account" }),
    ).toBeNull();
  });

  it('the check asks again at each Back: offered the first time, refused the next', async () => {
    const user = userEvent.setup();
    let reason: 'none' | 'countryBanned' = 'none';
    api(() => permission(reason)());
    render(<RegisterLoginPage onNavigate={vi.fn()} />);
    await screen.findByRole('button', { name: 'Sign up' });
    await pressBack();
    await screen.findByRole('dialog', { name: "You're a minute away from your account" });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    reason = 'countryBanned';
    const back = vi.spyOn(window.history, 'back');
    await pressBack();
    // The visitor's Back, then Quit's: the page goes back past the sign-up.
    await waitFor(() => expect(back).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a check that fails (the server refuses the call) shows the modal: the check only ever removes it', async () => {
    api(() => ({ ret_code: 10006, ret_msg: 'too many requests' }));
    render(<RegisterLoginPage onNavigate={vi.fn()} />);
    await screen.findByRole('button', { name: 'Sign up' });
    const back = vi.spyOn(window.history, 'back');
    await pressBack();
    await screen.findByRole('dialog', { name: "You're a minute away from your account" });
    // The visitor's Back only: the page stays.
    expect(back).toHaveBeenCalledTimes(1);
  });

  it(`a check with no answer within ${RETENTION_CHECK_MS} ms shows the modal`, async () => {
    api(() => new Promise(() => {}));
    render(<RegisterLoginPage onNavigate={vi.fn()} />);
    await screen.findByRole('button', { name: 'Sign up' });
    await pressBack();
    expect(screen.queryByRole('dialog', { name: /minute away/ })).toBeNull();
    await screen.findByRole(
      'dialog',
      { name: "You're a minute away from your account" },
      { timeout: RETENTION_CHECK_MS + 3000 },
    );
  }, 15_000);
});
