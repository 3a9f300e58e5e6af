import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test-support/render';
import type { CountryOption } from './country-filter';
import { CountrySelect, PHONE_QUERY } from './country-select';

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
    expect(screen.getByRole('button', { name: 'Country code Select' })).toBeInTheDocument();
  });

  it("names the chosen country's code in the button's name, and shows its flag", async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: /^Country code/ }));
    await user.click(screen.getByRole('option', { name: 'Germany +49' }));
    // jsdom draws no flag emoji: the ISO code stands in (decision 137).
    const button = screen.getByRole('button', { name: 'Country code +49' });
    expect(button).toHaveTextContent('DE+49');
  });

  it('typing filters by name; a click selects', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: /^Country code/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'king');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByRole('option', { name: 'United Kingdom +44' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: /^Country code/ })).toHaveTextContent('+44');
  });

  it('filters by calling code and Enter selects the active option', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: /^Country code/ }));
    await user.keyboard('+1{Enter}');
    expect(screen.getByRole('button', { name: /^Country code/ })).toHaveTextContent('+1');
  });

  it('arrows move the active option', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: /^Country code/ }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: /^Country code/ })).toHaveTextContent('+44');
  });

  it('the scrollable list is in the tab order and works from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: /^Country code/ }));
    await user.tab();
    expect(screen.getByRole('listbox')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}[Space]');
    expect(screen.getByRole('button', { name: /^Country code/ })).toHaveTextContent('+1');
  });

  it('Escape closes', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: /^Country code/ }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows searchEmpty when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: /^Country code/ }));
    await user.keyboard('zzz');
    expect(screen.getByText('No results found')).toBeInTheDocument();
  });
});

/** 240 countries, as the server's list has about that many. */
const many: CountryOption[] = Array.from({ length: 240 }, (_, index) => ({
  iso: `${String.fromCharCode(65 + Math.floor(index / 26))}${String.fromCharCode(65 + (index % 26))}`,
  callingCode: String(1000 + index),
  name: `Country ${String(index).padStart(3, '0')}`,
}));

function ManyHarness({ start = null }: { start?: string | null }) {
  const [country, setCountry] = useState<CountryOption | undefined>(
    many.find((option) => option.iso === start),
  );
  return (
    <>
      <span id="cc-label">Country code</span>
      <CountrySelect
        countries={many}
        callingCode={country?.callingCode ?? null}
        iso={country?.iso ?? null}
        onSelect={setCountry}
        labelId="cc-label"
      />
    </>
  );
}

describe('the country list is a window of 17 rows of 40 px (behaviour §9)', () => {
  it('puts 17 of 240 countries in the page, each saying its place in the whole list', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ManyHarness />);
    await user.click(screen.getByRole('button', { name: /^Country code/ }));
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(17);
    expect(options[0]).toHaveAttribute('aria-posinset', '1');
    expect(options[0]).toHaveAttribute('aria-setsize', '240');
    // The rows left out are held by a spacer: the list's scroll height is the whole list's.
    const list = screen.getByRole('listbox');
    expect(list.style.blockSize).toBe('280px');
    const spacer = list.lastElementChild as HTMLElement;
    expect(spacer).toHaveAttribute('role', 'none');
    expect(spacer.style.blockSize).toBe(`${(240 - 17) * 40}px`);
  });

  it('opens on the selected country, and the keys keep the active one in the page', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ManyHarness start="EA" />);
    await user.click(screen.getByRole('button', { name: /^Country code/ }));
    const selected = screen.getByRole('option', { selected: true });
    expect(selected).toHaveTextContent('Country 104');
    for (let step = 0; step < 30; step += 1) await user.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox');
    const active = document.getElementById(list.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveTextContent('Country 134');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Country code +1134' })).toBeInTheDocument();
  });
});

describe('on a phone the list opens in a dialog of its own (decision 137)', () => {
  function asPhone(matches: boolean) {
    window.matchMedia = ((query: string) => ({
      matches: matches && query === PHONE_QUERY,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
  }
  afterEach(() => asPhone(false));

  it('a dialog titled "Country code" with a close button; Escape closes it and focus returns', async () => {
    asPhone(true);
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    const button = screen.getByRole('button', { name: /^Country code/ });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Country code' });
    expect(dialog).toContainElement(screen.getByRole('listbox'));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.keyboard('ger{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Once closed, the page outside the dialog is no longer hidden from screen readers.
    expect(await screen.findByRole('button', { name: 'Country code +49' })).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
