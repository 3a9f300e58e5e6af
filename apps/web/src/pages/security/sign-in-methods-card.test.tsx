import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../../app-shell/app-context';
import { SignInMethodsCard } from './sign-in-methods-card';
import type { SignInMethodsState, UnlinkProblem } from './use-sign-in-methods';

// Without an i18n instance the card shows its keys, which these tests name directly.
const app: AppContextValue = {
  lang: 'en',
  theme: 'light',
  setTheme: () => undefined,
  ready: true,
  localize: (path) => `/en${path}`,
};
const LINKED: SignInMethodsState = {
  kind: 'loaded',
  methods: [{ provider: 'google', linkedAt: Date.UTC(2026, 10, 20) }],
};

function renderCard(answer: UnlinkProblem | null = null, state = LINKED) {
  const unlink = vi.fn().mockResolvedValue(answer);
  render(
    <AppContext.Provider value={app}>
      <SignInMethodsCard methods={{ state, unlink }} />
    </AppContext.Provider>,
  );
  return { unlink };
}

const unlinkButton = () =>
  screen.getByRole('button', { name: 'app:security.methods.unlinkProvider' });

async function openDialog() {
  const user = userEvent.setup();
  await user.click(unlinkButton());
  const dialog = screen.getByRole('dialog', { name: 'app:security.methods.dialogTitle' });
  return { user, dialog };
}

describe('Sign-in methods on the security page (decision 062)', () => {
  it('lists each linked provider with the day it was linked and an Unlink button', () => {
    renderCard();
    const section = screen.getByRole('region', { name: 'app:security.methods.title' });
    expect(within(section).getByText('app:security.methods.providers.google')).toBeVisible();
    expect(section.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T00:00:00.000Z');
    expect(unlinkButton()).toBeVisible();
  });

  it('says so when no provider is linked', () => {
    renderCard(null, { kind: 'loaded', methods: [] });
    expect(screen.getByText('app:security.methods.none')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('Unlink asks for the password in a modal dialog that takes the focus', async () => {
    renderCard();
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('app:security.passwordLabel')).toHaveFocus();
  });

  it('keeps the focus inside the dialog: Tab from the last control goes to the first, Shift+Tab back', async () => {
    renderCard();
    const { user, dialog } = await openDialog();
    const password = within(dialog).getByLabelText('app:security.passwordLabel');
    const cancel = within(dialog).getByRole('button', { name: 'app:security.methods.cancel' });
    await user.tab();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(password).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it('Escape closes the dialog and gives the focus back to its Unlink button', async () => {
    const { unlink } = renderCard();
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(unlinkButton()).toHaveFocus();
    expect(unlink).not.toHaveBeenCalled();
  });

  it('sends nothing without a password', async () => {
    const { unlink } = renderCard();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'app:security.methods.unlink' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'app:security.methods.problems.passwordMissing',
    );
    expect(unlink).not.toHaveBeenCalled();
  });

  it('a wrong password keeps the dialog open with the message and an empty field', async () => {
    const { unlink } = renderCard('wrongPassword');
    const { user, dialog } = await openDialog();
    const password = within(dialog).getByLabelText('app:security.passwordLabel');
    await user.type(password, 'not-it{Enter}');
    expect(unlink).toHaveBeenCalledWith('google', 'not-it');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'app:security.methods.problems.wrongPassword',
    );
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('an account without a password is told to set one first (48007)', async () => {
    renderCard('needsPassword');
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('app:security.passwordLabel'), 'x{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'app:security.methods.problems.needsPassword',
    );
  });

  it('the right password unlinks and closes the dialog', async () => {
    const { unlink } = renderCard(null);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('app:security.passwordLabel'), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: 'app:security.methods.unlink' }));
    expect(unlink).toHaveBeenCalledWith('google', 'Passw0rd!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the card and its open dialog have no accessibility violations (axe)', async () => {
    renderCard();
    await openDialog();
    // Colours are checked in Chromium (e2e); jsdom lays nothing out.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.length }))).toEqual([]);
  });
});
