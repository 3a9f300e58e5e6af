import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_HOVER_DELAY_MS } from '../../../components/tooltip';
import { renderWithI18n } from '../../../test-support/render';
import { VerifiedSiteBadge } from './verified-site-badge.view';

const TIP = /Check that the address bar shows exactly/;

function setup() {
  renderWithI18n(
    <>
      <VerifiedSiteBadge />
      <button type="button">Next</button>
    </>,
  );
  return screen.getByRole('button', { name: /Verified site/ });
}

/** The pointer going from one element to another, as a browser reports it. */
function movePointer(from: Element, to: Element) {
  fireEvent(from, new MouseEvent('pointerout', { bubbles: true, relatedTarget: to }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('verified-site badge and its tooltip (behaviour §2, decision 054)', () => {
  it('the button names the host; its description is the tooltip, even before it shows', () => {
    const badge = setup();
    expect(badge).toHaveAccessibleName(`Verified site ${window.location.hostname}`);
    // A screen reader's reading cursor reaches the button without focusing it.
    expect(badge).toHaveAccessibleDescription(TIP);
    expect(badge).toHaveAccessibleDescription(new RegExp(window.location.hostname));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keyboard focus shows it at once; Escape hides it and focus stays; leaving hides it', async () => {
    const badge = setup();
    const user = userEvent.setup();
    await user.tab();
    expect(badge).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(TIP);
    expect(badge).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(badge).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('a resting mouse shows it after the delay; it stays while the pointer is on its text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const badge = setup();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.hover(badge);
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(TOOLTIP_HOVER_DELAY_MS));
    const tip = screen.getByRole('tooltip');
    // From the badge onto the tooltip's text (user-event's moves carry no relatedTarget, and
    // jsdom has no PointerEvent: a mouse event of the same name stands in).
    movePointer(badge, tip);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    // From the text back onto the badge, then away.
    movePointer(tip, badge);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    movePointer(badge, document.body);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('a pointer that passes by before the delay shows nothing; Escape hides a hovered one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const badge = setup();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.hover(badge);
    await user.unhover(badge);
    act(() => vi.advanceTimersByTime(TOOLTIP_HOVER_DELAY_MS));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(badge);
    act(() => vi.advanceTimersByTime(TOOLTIP_HOVER_DELAY_MS));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('on a touch screen a tap shows it and a second tap hides it', async () => {
    const badge = setup();
    const user = userEvent.setup();
    await user.pointer({ keys: '[TouchA]', target: badge });
    expect(screen.getByRole('tooltip')).toHaveTextContent(TIP);
    await user.pointer({ keys: '[TouchA]', target: badge });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
