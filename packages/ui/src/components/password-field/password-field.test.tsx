import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test-support/render';
import { PasswordField } from './password-field';

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      value={value}
      onValueChange={setValue}
      error={error}
      withChecklist
      autoComplete="new-password"
    />
  );
}

describe('password input with show-hide eye and clear button', () => {
  it('is a password input labelled "Password"', () => {
    renderWithI18n(<Harness />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('the eye shows and hides the password', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('the clear button empties the field', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await user.type(screen.getByLabelText('Password'), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('checklist tooltip shows while focused, each rule marked met or unmet in words', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    expect(screen.queryByText('8-30 characters')).toBeNull();
    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    expect(screen.getByText('8-30 characters').closest('li')).toHaveTextContent('Done:');
    expect(screen.getByText('At least one uppercase letter').closest('li')).toHaveTextContent(
      'Missing:',
    );
    await user.tab();
    expect(screen.queryByText('8-30 characters')).toBeNull();
  });

  it('the rules are said once at a time (issue 37): the checklist while typing, the sentence once the field is left', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness error="Too weak" />);
    const input = screen.getByLabelText('Password');
    expect(screen.getByText('Too weak')).toBeInTheDocument();
    expect(screen.queryByText('8-30 characters')).toBeNull();
    await user.click(input);
    // Focused: the checklist, and the sentence waits; the field is still marked invalid.
    expect(screen.getByText('8-30 characters')).toBeInTheDocument();
    expect(screen.queryByText('Too weak')).toBeNull();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(screen.getByText('Too weak')).toBeInTheDocument();
    expect(screen.queryByText('8-30 characters')).toBeNull();
  });

  it('an error is tied with aria-describedby and marks the input invalid', () => {
    renderWithI18n(<Harness error="Too weak" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Too weak'));
  });
});
