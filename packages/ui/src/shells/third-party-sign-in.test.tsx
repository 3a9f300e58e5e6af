import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import { ThirdPartySignIn } from './third-party-sign-in';

const CALLBACK_ORIGIN = 'https://auth.example.com';

function server(answers: unknown[]) {
  let n = 0;
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'POST /v3/config/web': () =>
      ok({
        register_type: 'oldCode',
        third_party: { providers: ['google', 'apple'], callback_origin: CALLBACK_ORIGIN },
      }),
    'POST /user/public/login/thirdparty': () => answers[Math.min((n += 1) - 1, answers.length - 1)],
  });
}

function stubPopup() {
  const popup = { closed: false, close: vi.fn() };
  vi.stubGlobal(
    'open',
    vi.fn(() => popup),
  );
  return (data: unknown) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: CALLBACK_ORIGIN, source: popup as never }),
      );
    });
}

const googleToken = {
  source: 'foyer:thirdparty',
  provider: 'google',
  success: true,
  quick_token: 'jws',
};

afterEach(() => vi.unstubAllGlobals());

describe('ThirdPartySignIn, the third-party sign-in view (behaviour §1)', () => {
  it('shows only the third-party block: no e-mail, no password', async () => {
    server([]);
    render(<ThirdPartySignIn onNavigate={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('runs the same log-in flow: the two-factor panel, the same token re-sent, then onSuccess', async () => {
    const api = server([
      ok({ google2fa_secret: true, use_thirdparty: 2 }),
      ok({ id: '1001', use_thirdparty: 2 }, { token: 't' }),
    ]);
    const answer = stubPopup();
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    render(<ThirdPartySignIn onSuccess={onSuccess} onNavigate={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await answer(googleToken);
    const group = await screen.findByRole('group', { name: 'Verification code' });
    await user.click(group.querySelector('input') as HTMLInputElement);
    await user.keyboard('123456');
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith(
        expect.objectContaining({ mode: 'login', accountId: '1001', newUser: false }),
      ),
    );
    const calls = api.requests.filter((r) => r.path === '/user/public/login/thirdparty');
    expect(calls[1]?.body).toMatchObject({ token: 'jws', google2fa: '123456' });
  });

  it('48003: the password log-in that links the provider shows in the view, prefilled', async () => {
    server([
      { ret_code: 48003, ret_msg: '', result: { link_ticket: 'k', email: 'ada@example.com' } },
    ]);
    const answer = stubPopup();
    const user = userEvent.setup();
    render(<ThirdPartySignIn onNavigate={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await answer(googleToken);
    await user.click(await screen.findByRole('button', { name: 'Log in with password' }));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });
});
