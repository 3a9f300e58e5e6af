import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test-support/render';
import type { CountryOption } from './country-filter';
import { CountrySelect } from './country-select';

const countries: CountryOption[] = [
  { iso: 'DE', callingCode: '49', name: 'Germany' },
  { iso: 'GB', callingCode: '44', name: 'United Kingdom' },
  { iso: 'US', callingCode: '1', name: 'United States' },
];

function Harness() {
  const [code, setCode] = useState<string | null>(null);
  return (
    <>
      <span id="cc-label">Country code</span>
      <CountrySelect
        countries={countries}
        callingCode={code}
        onSelect={(country) => setCode(country.callingCode)}
        labelId="cc-label"
      />
    </>
  );
}

describe('country selector with search', () => {
  it('a button named "Country code" shows "Select" until a country is chosen', () => {
    renderWithI18n(<Harness />);
    expect(screen.getByRole('button', { name: 'Country code' })).toHaveTextContent('Select');
  });

  it('typing filters by name; a click selects', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Country code' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'king');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByRole('option', { name: 'United Kingdom +44' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Country code' })).toHaveTextContent('+44');
  });

  it('filters by calling code and Enter selects the active option', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Country code' }));
    await user.keyboard('+1{Enter}');
    expect(screen.getByRole('button', { name: 'Country code' })).toHaveTextContent('+1');
  });

  it('arrows move the active option', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Country code' }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: 'Country code' })).toHaveTextContent('+44');
  });

  it('the scrollable list is in the tab order and works from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Country code' }));
    await user.tab();
    expect(screen.getByRole('listbox')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}[Space]');
    expect(screen.getByRole('button', { name: 'Country code' })).toHaveTextContent('+1');
  });

  it('Escape closes', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Country code' }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows searchEmpty when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Country code' }));
    await user.keyboard('zzz');
    expect(screen.getByText('No results found')).toBeInTheDocument();
  });
});
