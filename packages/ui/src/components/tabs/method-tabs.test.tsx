import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { I18nProvider } from '../../i18n/use-translation';
import { describe, expect, it } from 'vitest';
import { createWidgetI18n, preloadWidgetLanguage } from '../../i18n/create-i18n';
import { MethodTabs, type MethodTab } from './method-tabs';

type Method = 'email' | 'mobile' | 'qrcode';

const TABS: readonly MethodTab<Method>[] = [
  { value: 'email', label: 'Email', content: <input aria-label="Email address" /> },
  { value: 'mobile', label: 'Mobile', content: <input aria-label="Phone number" /> },
  { value: 'qrcode', label: 'QR code', content: <p>Scan the code</p> },
];

function Controlled({
  tabs = TABS,
  initial = 'email',
}: {
  tabs?: readonly MethodTab<Method>[];
  initial?: Method;
}) {
  const [value, setValue] = useState<Method>(initial);
  return (
    <>
      <button type="button">Before</button>
      <MethodTabs label="Log-in method" value={value} onValueChange={setValue} tabs={tabs} />
    </>
  );
}

function renderTabs(ui: ReactNode, lang = 'en') {
  const i18n = createWidgetI18n(lang);
  render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
  return userEvent.setup();
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('method tabs (ARIA Authoring Practices tabs, activated on focus)', () => {
  it('a named tab list; each tab says whether it is selected and controls its panel', () => {
    renderTabs(<Controlled />);
    expect(screen.getByRole('tablist', { name: 'Log-in method' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    expect(tab('Email')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Email')).toHaveAttribute('data-state', 'active');
    expect(tab('Mobile')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Mobile')).toHaveAttribute('data-state', 'inactive');
    const panel = screen.getByRole('tabpanel');
    expect(tab('Email')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toContainElement(screen.getByRole('textbox', { name: 'Email address' }));
    // The other panels are there for aria-controls, hidden and empty.
    const mobilePanel = document.getElementById(tab('Mobile').getAttribute('aria-controls') ?? '');
    expect(mobilePanel).toHaveAttribute('hidden');
    expect(mobilePanel).toBeEmptyDOMElement();
    expect(screen.queryByRole('textbox', { name: 'Phone number' })).toBeNull();
  });

  it('the selected tab is the list’s one Tab stop', async () => {
    const user = renderTabs(<Controlled initial="mobile" />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(tab('Mobile')).toHaveFocus();
    expect(tab('Email')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();
  });

  it('arrows move focus and select the tab focused, wrapping at the ends', async () => {
    const user = renderTabs(<Controlled />);
    await user.click(tab('Email'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Mobile')).toHaveFocus();
    expect(tab('Mobile')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Email')).toHaveFocus();
    expect(tab('Email')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('QR code')).toHaveFocus();
    expect(screen.getByText('Scan the code')).toBeInTheDocument();
  });

  it('Home and End go to the first and last tab', async () => {
    const user = renderTabs(<Controlled initial="mobile" />);
    await user.click(tab('Mobile'));
    await user.keyboard('{End}');
    expect(tab('QR code')).toHaveFocus();
    expect(tab('QR code')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Email')).toHaveFocus();
    expect(tab('Email')).toHaveAttribute('aria-selected', 'true');
  });

  it('in Arabic the arrows are mirrored: Left goes to the next tab', async () => {
    await preloadWidgetLanguage('ar-SA');
    const user = renderTabs(<Controlled />, 'ar-SA');
    expect(screen.getByRole('tablist').parentElement).toHaveAttribute('dir', 'rtl');
    await user.click(tab('Email'));
    await user.keyboard('{ArrowLeft}');
    expect(tab('Mobile')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('QR code')).toHaveFocus();
    expect(tab('QR code')).toHaveAttribute('aria-selected', 'true');
  });

  it('a press selects the tab pressed', async () => {
    const user = renderTabs(<Controlled />);
    await user.click(tab('QR code'));
    expect(tab('QR code')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Scan the code')).toBeInTheDocument();
  });

  it('a single tab left shows its content without a tab list', () => {
    renderTabs(<Controlled tabs={TABS.slice(0, 1)} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
  });
});
