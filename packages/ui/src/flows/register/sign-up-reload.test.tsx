/**
 * Decision 143 through the controller and the page: the three-step sign-up's account step
 * keeps its uuid in this tab; after a reload the page asks recall info for it and shows the
 * step it names with the masked address; a done sign-up starts anew and is forgotten; with
 * nothing kept, recall info is never asked.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterLoginPage } from '../../shells/register-login-page';
import { COUNTRIES, fakeApi, ok } from '../../test-support/fake-api';
import { keepSignUpUuid, keptSignUpUuid } from './sign-up-uuid';

/** Room for the proof-of-work captcha of the send on a busy machine. */
const SLOW = { timeout: 15_000 };
const RECALL = '/user/public/register/recall/info';

function api(stage = 'verify') {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'POST /user/public/register/info': () => ok({ uuid: 'sent-uuid' }),
    'POST /user/public/register/password': () => ok({ id: '1003' }, { token: 'tok' }),
    [`GET ${RECALL}`]: () =>
      ok({
        recall_stage: stage,
        version: 'newCode',
        platform: 'web',
        login_name: 'gr***@example.com',
        requester: { browser: 'Firefox', country: 'GB', create_time: 1, expire_time: 2 },
      }),
  });
}

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('a three-step sign-up survives a reload (decision 143)', () => {
  it('the account step keeps the uuid it was answered in this tab', async () => {
    const user = userEvent.setup();
    const calls = api();
    render(<RegisterLoginPage registerType="newCode" onNavigate={vi.fn()} />);
    await user.type(
      await screen.findByRole('textbox', { name: 'Email or mobile' }),
      'grace@example.com',
    );
    await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }, SLOW));
    await screen.findByRole('heading', { name: 'Verify your email' }, SLOW);
    expect(keptSignUpUuid()).toBe('sent-uuid');
    expect(calls.requests.some((r) => r.path === RECALL)).toBe(false);
  }, 20_000);

  it('after a reload, recall info of the kept uuid brings back its code step and its masked address', async () => {
    keepSignUpUuid('kept-uuid');
    const calls = api('verify');
    render(<RegisterLoginPage registerType="newCode" onNavigate={vi.fn()} />);
    // The address is isolated for bidi (FSI … PDI) inside the sentence.
    const sentTo = /Please enter the verification code sent to \u2068gr\*\*\*@example\.com\u2069/;
    expect(await screen.findByText(sentTo)).toBeInTheDocument();
    const asked = calls.requests.filter((r) => r.path === RECALL);
    expect(asked).toHaveLength(1);
  });

  it("a sign-up recall info calls 'done' starts anew on the first screen, and is forgotten", async () => {
    keepSignUpUuid('done-uuid');
    const calls = api('done');
    render(<RegisterLoginPage registerType="newCode" onNavigate={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: 'Email or mobile' })).toBeInTheDocument();
    await vi.waitFor(() => expect(keptSignUpUuid()).toBeNull());
    expect(calls.requests.filter((r) => r.path === RECALL)).toHaveLength(1);
  });

  it("'password' brings back the password step, which makes the account of the kept uuid; the made account forgets it", async () => {
    const user = userEvent.setup();
    keepSignUpUuid('verified-uuid');
    const calls = api('password');
    const onNavigate = vi.fn();
    render(<RegisterLoginPage registerType="newCode" onNavigate={onNavigate} />);
    await user.type(await screen.findByLabelText('Password', {}, SLOW), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard?newUser=true'));
    const step = calls.requests.find((r) => r.path === '/user/public/register/password');
    expect(step?.body).toMatchObject({ uuid: 'verified-uuid' });
    expect(keptSignUpUuid()).toBeNull();
  }, 20_000);
});
