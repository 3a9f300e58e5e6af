import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test-support/render';
import { TextField } from './text-field';

function Harness({ readOnly }: { readOnly?: boolean }) {
  const [value, setValue] = useState(readOnly ? 'ada@example.com' : '');
  return <TextField label="Email" value={value} onValueChange={setValue} readOnly={readOnly} />;
}

// Behaviour §2: "Generic password/text input with show-hide eye and clear button".
describe('the text input has a clear button', () => {
  it('shows once there is text; a click empties the field and puts the focus back in it', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    const field = screen.getByLabelText('Email');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await user.type(field, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('is no Tab stop (emptying is one key away in the field), and a read-only field has none', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithI18n(<Harness />);
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveAttribute('tabindex', '-1');
    unmount();
    renderWithI18n(<Harness readOnly />);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });
});
