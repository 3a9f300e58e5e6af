/**
 * The security page's "Trading password" section (decision 160): support's reset is said, and
 * the new one is set in a dialog that asks the holder to confirm it's them; the log-in
 * password's rules hold, the log-in password itself is refused, a wrong password is said beside
 * its field, and the section says when it is done.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { RET_CODES } from '@foyer/contract';
import { describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../../app-shell/app-context';
import type { ReauthMethod } from '../../reauth/reauth-proof';
import type { ReauthMethodHandle } from '../../reauth/use-reauth-method';
import { TradingPasswordCard } from './trading-password-card';
import type { SetResult, TradingPasswordState } from './use-trading-password';

// Without an i18n instance the card shows its keys, which these tests name directly.
const app: AppContextValue = {
  lang: 'en',
  theme: 'light',
  setTheme: () => undefined,
  ready: true,
  localize: (path) => `/en${path}`,
};
const BY_PASSWORD: ReauthMethod = { factor: 'password', google2fa: false };
const RESET: TradingPasswordState = { kind: 'loaded', set: false, mustSet: true };

function renderCard(state: TradingPasswordState = RESET, answer: SetResult = { ok: true }) {
  const setPassword = vi.fn().mockResolvedValue(answer);
  const reauth: ReauthMethodHandle = {
    state: { kind: 'loaded', method: BY_PASSWORD },
    sendCode: vi.fn(),
  };
  const view = render(
    <AppContext.Provider value={app}>
      <TradingPasswordCard tradingPassword={{ state, setPassword }} reauth={reauth} />
    </AppContext.Provider>,
  );
  return { setPassword, view };
}

/** Opens the dialog, types the new trading password and the log-in password, submits. */
async function setWith(tradingPassword: string, loginPassword = 'Passw0rd!') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'app:security.tradingPassword.set' }));
  const dialog = screen.getByRole('dialog', { name: 'app:security.tradingPassword.set' });
  await user.type(within(dialog).getByLabelText('app:security.tradingPassword.newLabel'), tradingPassword); // prettier-ignore
  await user.type(within(dialog).getByLabelText('app:security.reauth.password'), loginPassword);
  await user.click(within(dialog).getByRole('button', { name: 'app:security.confirm' }));
  return { user, dialog };
}

describe('the trading password section (decision 160)', () => {
  it("support's reset is said, and the button sets a new one", () => {
    renderCard();
    const section = screen.getByRole('region', { name: 'app:security.tradingPassword.title' });
    expect(section).toHaveAttribute('id', 'trading-password');
    expect(within(section).getByText('app:security.tradingPassword.mustSetBody')).toBeVisible();
  });

  it('set with the log-in password: the new one and the proof are sent, the dialog closes', async () => {
    const { setPassword } = renderCard();
    await setWith('Trade-pass7');
    expect(setPassword).toHaveBeenCalledWith('Trade-pass7', BY_PASSWORD, {
      password: 'Passw0rd!',
      code: '',
      google2fa: '',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("the log-in password's rules: a short one is refused beside its field, nothing sent", async () => {
    const { setPassword } = renderCard();
    const { dialog } = await setWith('short');
    expect(within(dialog).getByLabelText('app:security.tradingPassword.newLabel')).toHaveAttribute('aria-invalid', 'true'); // prettier-ignore
    expect(setPassword).not.toHaveBeenCalled();
  });

  it('the log-in password itself is refused, nothing sent', async () => {
    const { setPassword } = renderCard();
    const { dialog } = await setWith('Passw0rd!', 'Passw0rd!');
    expect(within(dialog).getByText('app:security.tradingPassword.sameAsLogin')).toBeVisible();
    expect(setPassword).not.toHaveBeenCalled();
  });

  it('a wrong log-in password is said beside its field; the dialog stays open', async () => {
    renderCard(RESET, { ok: false, retCode: RET_CODES.WRONG_PASSWORD.code });
    const { dialog } = await setWith('Trade-pass7', 'Wrong-pass1');
    const field = within(dialog).getByLabelText('app:security.reauth.password');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('');
  });

  it('once set: "Change" and the done line', () => {
    renderCard({ kind: 'loaded', set: true, mustSet: false, done: true });
    expect(screen.getByRole('button', { name: 'app:security.tradingPassword.change' })).toBeVisible(); // prettier-ignore
    expect(screen.getByRole('status')).toHaveTextContent('app:security.tradingPassword.done');
  });

  it('Escape closes the dialog; the section and its open dialog have no accessibility violations (axe)', async () => {
    renderCard();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'app:security.tradingPassword.set' }));
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.length }))).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
