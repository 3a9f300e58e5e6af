import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test-support/render';
import { ResendCountdown } from './resend-countdown';

const SENT = Date.UTC(2026, 11, 3, 9);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(SENT);
});

afterEach(() => {
  vi.useRealTimers();
});

// Issue 37, point 7: the code steps without a countdown (the new device's, recovery's) get the
// sign-up's: a new code is refused for 60 s (32004), so the button waits with the time left.
describe('a code step’s resend waits out the 60 s, showing the time left', () => {
  it('disabled with 00:59 just after the send, counting down, back at 60 s', () => {
    const onResend = vi.fn();
    renderWithI18n(
      <ResendCountdown label="Send a new code" sentAt={SENT} busy={false} onResend={onResend} />,
    );
    const button = screen.getByRole('button', { name: 'Send a new code' });
    expect(button).toBeDisabled();
    expect(screen.getByText('00:59')).toBeInTheDocument();
    expect(screen.getByText('You can resend the code in 00:59')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('00:29')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30_000));
    expect(button).toBeEnabled();
    expect(screen.queryByText(/^00:/)).toBeNull();
    button.click();
    expect(onResend).toHaveBeenCalledOnce();
  });

  it('a new send starts the wait again; no send yet, no wait', () => {
    const { rerender } = renderWithI18n(
      <ResendCountdown
        label="Send a new code"
        sentAt={undefined}
        busy={false}
        onResend={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
    rerender(
      <ResendCountdown label="Send a new code" sentAt={SENT} busy={false} onResend={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  });
});
