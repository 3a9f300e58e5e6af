import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeForm } from './code-form';
import type { CodeProblem } from './use-two-factor';

function renderForm(refusal: CodeProblem | null) {
  const onSubmit = vi.fn(async () => refusal);
  render(<CodeForm submitLabel="Turn on" busy={false} onSubmit={onSubmit} />);
  return {
    password: screen.getByLabelText('app:security.passwordLabel'),
    code: screen.getByLabelText('app:security.codeLabel'),
    submit: () => screen.getByRole('button', { name: 'Turn on' }),
  };
}

// Issue 37, point 1: a refusal is said beside the field in error, which takes the focus.
describe("the security page's code form moves the focus to the refused field", () => {
  it('a wrong password: the password field is invalid, described by the alert, and focused', async () => {
    const user = userEvent.setup();
    const { password, code, submit } = renderForm('wrongPassword');
    await user.type(password, 'Secret123');
    await user.type(code, '123456');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('app:security.problems.wrongPassword');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('app:security.problems.wrongPassword');
    expect(password).toHaveFocus();
  });

  it('a wrong code: the code field is invalid, described by the alert, and focused', async () => {
    const user = userEvent.setup();
    const { password, code, submit } = renderForm('wrongCode');
    await user.type(password, 'Secret123');
    await user.type(code, '123456');
    await user.click(submit());
    await screen.findByRole('alert');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription('app:security.problems.wrongCode');
    expect(code).toHaveFocus();
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('a code not six digits: the code field takes the focus before anything is sent', async () => {
    const user = userEvent.setup();
    const { password, code, submit } = renderForm(null);
    await user.type(password, 'Secret123');
    await user.type(code, '12');
    await user.click(submit());
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription('app:security.problems.format');
  });
});
