import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { RET_CODES, type SubAccount } from '@foyer/contract';
import { describe, expect, it, vi } from 'vitest';
import { type ReauthMethod } from '../../reauth/reauth-proof';
import type { ReauthMethodHandle } from '../../reauth/use-reauth-method';
import { SubAccountChangeDialog, type SubAccountChange } from './sub-account-dialogs';
import { SubAccountForm } from './sub-account-form';
import type { ChangeResult, SubAccountsHandle } from './use-sub-accounts';

// Without an i18n instance the components show their keys, which these tests name directly.
const BY_PASSWORD: ReauthMethod = { factor: 'password', google2fa: false };
const DESK: SubAccount = { id: '123456789', name: 'desk01', create_time: 0 };
const refused = (retCode: number): ChangeResult => ({ ok: false, retCode });

function fakeReauth(method: ReauthMethod = BY_PASSWORD): ReauthMethodHandle {
  return { state: { kind: 'loaded', method }, sendCode: vi.fn().mockResolvedValue(null) };
}

function fakeSubAccounts(answer: ChangeResult = { ok: true }): SubAccountsHandle {
  return {
    list: [DESK],
    create: vi.fn().mockResolvedValue(answer),
    remove: vi.fn().mockResolvedValue(answer),
    setPassword: vi.fn().mockResolvedValue(answer),
  };
}

const axeViolations = async () =>
  (
    await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  ).violations.map(({ id, nodes }) => ({ id, nodes: nodes.length }));

describe('creating a sub-account asks the main account to confirm it is them (decision 106)', () => {
  async function fillForm(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('app:subAccounts.name'), 'desk01');
    await user.type(screen.getByLabelText('app:subAccounts.password'), 'Sub-pass9');
  }

  it('"Your password" is asked beside the sub-account’s own fields; without it nothing is sent, the error below it', async () => {
    const onCreate = vi.fn().mockResolvedValue({ ok: true });
    render(<SubAccountForm onCreate={onCreate} reauth={fakeReauth()} />);
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'app:subAccounts.create' }));
    const mine = screen.getByLabelText('app:security.reauth.password');
    expect(mine).toHaveAttribute('aria-invalid', 'true');
    expect(mine).toHaveAccessibleDescription('app:security.reauth.problems.passwordMissing');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('with the password it creates, sending both: the new sub-account’s and the holder’s proof', async () => {
    const onCreate = vi.fn().mockResolvedValue({ ok: true });
    render(<SubAccountForm onCreate={onCreate} reauth={fakeReauth()} />);
    const user = userEvent.setup();
    await fillForm(user);
    await user.type(screen.getByLabelText('app:security.reauth.password'), 'Main-pass1{Enter}');
    expect(onCreate).toHaveBeenCalledWith('desk01', 'Sub-pass9', {
      method: BY_PASSWORD,
      values: { password: 'Main-pass1', code: '', google2fa: '' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('app:subAccounts.created');
  });

  it('a wrong password is said below "Your password", which is emptied; the sub-account’s fields stay', async () => {
    const onCreate = vi.fn().mockResolvedValue(refused(RET_CODES.WRONG_PASSWORD.code));
    render(<SubAccountForm onCreate={onCreate} reauth={fakeReauth()} />);
    const user = userEvent.setup();
    await fillForm(user);
    await user.type(screen.getByLabelText('app:security.reauth.password'), 'Guess-1{Enter}');
    const mine = screen.getByLabelText('app:security.reauth.password');
    expect(mine).toHaveValue('');
    expect(mine).toHaveAccessibleDescription('app:security.reauth.problems.wrongPassword');
    expect(screen.getByLabelText('app:subAccounts.name')).toHaveValue('desk01');
  });

  it('with two-factor on, the authenticator code is asked too', async () => {
    const onCreate = vi.fn().mockResolvedValue({ ok: true });
    render(<SubAccountForm onCreate={onCreate} reauth={fakeReauth({ factor: 'password', google2fa: true })} />); // prettier-ignore
    const user = userEvent.setup();
    await fillForm(user);
    await user.type(screen.getByLabelText('app:security.reauth.password'), 'Main-pass1{Enter}');
    expect(screen.getByLabelText('app:security.reauth.google2fa')).toHaveAccessibleDescription(
      'app:security.reauth.problems.google2faMissing',
    );
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('an account that cannot confirm it is them is told so, and cannot create', () => {
    render(<SubAccountForm onCreate={vi.fn()} reauth={fakeReauth({ factor: 'none', google2fa: false })} />); // prettier-ignore
    expect(screen.getByText('app:security.reauth.cannot')).toBeVisible();
    expect(screen.getByRole('button', { name: 'app:subAccounts.create' })).toBeDisabled();
  });
});

describe('deleting a sub-account and setting its password, in dialogs (decision 106)', () => {
  function renderDialog(kind: SubAccountChange['kind'], answer?: ChangeResult) {
    const subAccounts = fakeSubAccounts(answer);
    const onDone = vi.fn();
    const onClose = vi.fn();
    render(
      <>
        <button type="button">opener</button>
        <SubAccountChangeDialog
          change={{ kind, sub: DESK }}
          subAccounts={subAccounts}
          reauth={fakeReauth()}
          onDone={onDone}
          onClose={onClose}
        />
      </>,
    );
    return { subAccounts, onDone, onClose, dialog: screen.getByRole('dialog') };
  }

  it('"Delete desk01?" is a modal dialog: the focus on the password, kept inside, Escape closes it', async () => {
    const { dialog, onClose, subAccounts } = renderDialog('delete');
    expect(dialog).toHaveAccessibleName('app:subAccounts.deleteTitle');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const password = within(dialog).getByLabelText('app:security.reauth.password');
    expect(password).toHaveFocus();
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(
      within(dialog).getByRole('button', { name: 'app:security.reauth.cancel' }),
    ).toHaveFocus();
    await user.tab();
    expect(password).toHaveFocus();
    await user.tab({ shift: true });
    expect(
      within(dialog).getByRole('button', { name: 'app:security.reauth.cancel' }),
    ).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(subAccounts.remove).not.toHaveBeenCalled();
  });

  it('a wrong password keeps it open, the error below the emptied field; the right one deletes and says so', async () => {
    const { dialog, subAccounts, onDone, onClose } = renderDialog('delete', refused(31002));
    const user = userEvent.setup();
    await user.type(
      within(dialog).getByLabelText('app:security.reauth.password'),
      'Guess-1{Enter}',
    );
    const password = within(dialog).getByLabelText('app:security.reauth.password');
    expect(password).toHaveAccessibleDescription('app:security.reauth.problems.wrongPassword');
    expect(onClose).not.toHaveBeenCalled();
    vi.mocked(subAccounts.remove).mockResolvedValue({ ok: true });
    await user.type(password, 'Main-pass1{Enter}');
    expect(subAccounts.remove).toHaveBeenLastCalledWith(DESK.id, {
      method: BY_PASSWORD,
      values: { password: 'Main-pass1', code: '', google2fa: '' },
    });
    expect(onDone).toHaveBeenCalledWith('app:subAccounts.deleted');
    expect(onClose).toHaveBeenCalled();
  });

  it('a sub-account that is gone meanwhile (10004) is said above the buttons', async () => {
    const { dialog } = renderDialog('delete', refused(RET_CODES.INVALID_PARAMS.code));
    await userEvent.setup().type(within(dialog).getByLabelText('app:security.reauth.password'), 'Main-pass1{Enter}'); // prettier-ignore
    expect(within(dialog).getByRole('alert')).toHaveTextContent('app:subAccounts.gone');
  });

  it('"New password for desk01": a password the rules refuse is said below it and nothing is sent', async () => {
    const { dialog, subAccounts } = renderDialog('password');
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('app:subAccounts.newPassword'), 'short');
    await user.type(
      within(dialog).getByLabelText('app:security.reauth.password'),
      'Main-pass1{Enter}',
    );
    expect(
      within(dialog).getByLabelText('app:subAccounts.newPassword'),
    ).toHaveAccessibleDescription('app:subAccounts.invalidPassword');
    expect(subAccounts.setPassword).not.toHaveBeenCalled();
  });

  it('with a good new password and the main account’s password, it is set', async () => {
    const { dialog, subAccounts, onDone } = renderDialog('password');
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('app:subAccounts.newPassword'), 'Sub-pass10');
    await user.type(
      within(dialog).getByLabelText('app:security.reauth.password'),
      'Main-pass1{Enter}',
    );
    expect(subAccounts.setPassword).toHaveBeenCalledWith(DESK.id, 'Sub-pass10', {
      method: BY_PASSWORD,
      values: { password: 'Main-pass1', code: '', google2fa: '' },
    });
    expect(onDone).toHaveBeenCalledWith('app:subAccounts.passwordSet');
  });

  it('both dialogs have no accessibility violations (axe)', async () => {
    renderDialog('password');
    expect(await axeViolations()).toEqual([]);
  });
});
