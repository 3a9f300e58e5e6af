import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../test-support/render';
import { EmailField } from './email-field.view';

function Harness({ readOnly = false }: { readOnly?: boolean }) {
  const [value, setValue] = useState(readOnly ? 'ada@gm' : '');
  return (
    <EmailField
      value={value}
      error={null}
      onValueChange={setValue}
      onBlur={() => {}}
      autoComplete="email"
      readOnly={readOnly}
    />
  );
}

describe("the e-mail field's host suggestions (behaviour §5: five hosts)", () => {
  it('offers nothing before the "@", then the five hosts, then those the typed host begins', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ada');
    expect(screen.queryByRole('group', { name: 'Did you mean' })).toBeNull();
    await user.type(email, '@');
    const group = await screen.findByRole('group', { name: 'Did you mean' });
    expect(group.querySelectorAll('button')).toHaveLength(5);
    await user.type(email, 'gm');
    // The suggestions' buttons (the field's own clear button is beside the text).
    const shown = within(screen.getByRole('group', { name: 'Did you mean' })).getAllByRole(
      'button',
    );
    expect(shown.map((button) => button.textContent)).toEqual(['ada@gmail.com']);
  });

  it('a press puts the address in the field, focus back in it, and the suggestion goes', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ada@outl');
    await user.click(await screen.findByRole('button', { name: 'ada@outlook.com' }));
    expect(email).toHaveValue('ada@outlook.com');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Did you mean' })).toBeNull();
  });

  it('a read-only e-mail (emailReadOnly) offers none', () => {
    renderWithI18n(<Harness readOnly />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@gm');
    expect(screen.queryByRole('group')).toBeNull();
  });
});
