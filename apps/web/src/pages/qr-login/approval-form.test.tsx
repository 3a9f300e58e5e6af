import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RET_CODES } from '@foyer/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApprovalForm } from './approval-form';
import { refusal } from './use-qr-confirm';

// Without an i18n instance the form shows its keys, which these tests name directly.
const CHOICES = ['07', '42', '88'];

function renderForm(twoFactor = false) {
  const onConfirm = vi.fn().mockResolvedValue(null);
  const onCancel = vi.fn();
  render(
    <ApprovalForm
      choices={CHOICES}
      twoFactor={twoFactor}
      busy={false}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

describe('QR approval form (number matching, decision 039)', () => {
  it('offers the numbers as one radio group, in the order the server gave', () => {
    renderForm();
    const group = screen.getByRole('group', { name: 'app:qrLogin.pickNumber' });
    const radios = [...group.querySelectorAll('input[type=radio]')] as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(CHOICES);
    expect(radios.every((radio) => !radio.checked)).toBe(true);
  });

  it('sends nothing until a number is picked and the password typed', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderForm();
    await user.click(screen.getByRole('button', { name: 'app:qrLogin.confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('app:qrLogin.problems.pickNumber');
    await user.click(screen.getByRole('radio', { name: '42' }));
    await user.click(screen.getByRole('button', { name: 'app:qrLogin.confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('app:qrLogin.problems.password');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends the number picked and the password; the code only with two-factor on', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderForm();
    expect(screen.queryByLabelText('app:qrLogin.twoFactorCode')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '88' }));
    await user.type(screen.getByLabelText('app:qrLogin.password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'app:qrLogin.confirm' }));
    expect(onConfirm).toHaveBeenCalledWith({ number: '88', password: 'Passw0rd!' });
  });

  it('with two-factor on, asks for the authenticator code and sends it', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderForm(true);
    await user.click(screen.getByRole('radio', { name: '07' }));
    await user.type(screen.getByLabelText('app:qrLogin.password'), 'Passw0rd!');
    await user.type(screen.getByLabelText('app:qrLogin.twoFactorCode'), '123456');
    await user.click(screen.getByRole('button', { name: 'app:qrLogin.confirm' }));
    expect(onConfirm).toHaveBeenCalledWith({
      number: '07',
      password: 'Passw0rd!',
      google2fa: '123456',
    });
  });

  it('a refused password is said on the form, which stays to try again', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderForm();
    onConfirm.mockResolvedValueOnce('wrongPassword');
    await user.click(screen.getByRole('radio', { name: '42' }));
    await user.type(screen.getByLabelText('app:qrLogin.password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'app:qrLogin.confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'app:qrLogin.problems.wrongPassword',
    );
    expect(screen.getByLabelText('app:qrLogin.password')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('QR approval answers', () => {
  it('a wrong number ends the page (the request is void); a wrong password does not', () => {
    expect(refusal(RET_CODES.QR_NUMBER_MISMATCH.code)).toEqual({ state: { kind: 'voided' } });
    expect(refusal(RET_CODES.QR_APPROVALS_OVER_LIMIT.code)).toEqual({
      state: { kind: 'overLimit' },
    });
    expect(refusal(RET_CODES.WRONG_PASSWORD.code)).toEqual({ problem: 'wrongPassword' });
    expect(refusal(RET_CODES.QR_TWO_FACTOR_REQUIRED.code)).toEqual({ problem: 'codeRequired' });
    expect(refusal(RET_CODES.EXPIRED.code)).toEqual({ state: { kind: 'expired' } });
  });
});
