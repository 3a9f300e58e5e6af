import { render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-support/fake-api';
import type { WidgetVariant } from '../../widget/widget-context';
import { WidgetProvider } from '../../widget/widget-provider';
import { WidgetSurface } from '../../widget/widget-surface';
import { useToast } from './toast-context';
import { ToastHost } from './toast-host';

const LINKED = 'Google is now linked to your account';

const INVALID = 'Invalid verification code';

/** A page that shows a toast as it renders, as the log-in does as it ends. */
function ToastOnMount({ page, text, ms }: { page: string; text: string; ms: number }) {
  const toast = useToast();
  const [shown, setShown] = useState(false);
  if (!shown) {
    setShown(true);
    queueMicrotask(() => toast.show('success', text, ms));
  }
  return <p>{page}</p>;
}

function Widget({ variant, children }: { variant: WidgetVariant; children: ReactNode }) {
  return (
    <WidgetProvider options={{ lang: 'en' }} variant={variant} initialMode="login">
      {() => <WidgetSurface>{children}</WidgetSurface>}
    </WidgetProvider>
  );
}

/**
 * An app: the log-in page, then (once `moved`) another page in its place: the dashboard, or
 * (`next` 'widget') another widget's page that shows a toast of its own.
 */
function App({
  moved,
  variant,
  ms,
  next = 'dashboard',
}: {
  moved: boolean;
  variant: WidgetVariant;
  ms: number;
  next?: 'dashboard' | 'widget';
}) {
  let page = (
    <Widget variant={variant} key="log-in">
      <ToastOnMount page="Log-in page" text={LINKED} ms={ms} />
    </Widget>
  );
  if (moved && next === 'dashboard') page = <p>Dashboard</p>;
  if (moved && next === 'widget') {
    page = (
      <Widget variant="page" key="sign-up">
        <ToastOnMount page="Sign-up page" text={INVALID} ms={ms} />
      </Widget>
    );
  }
  return (
    <ToastHost theme="light" lang="en">
      {page}
    </ToastHost>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('toasts across the app’s own navigation (behaviour §9: the bind’s success toast, 4 s)', () => {
  it('a toast shown as the page hands over to the next one stays on the next page, then goes after the time it had left', async () => {
    fakeApi({});
    const { rerender } = render(<App moved={false} variant="page" ms={400} />);
    // Announced where it was shown: the widget's own live region.
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(LINKED));

    rerender(<App moved variant="page" ms={400} />);
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Log-in page')).not.toBeInTheDocument();
    // Still seen, not announced a second time: no live region of the widget's is left.
    expect(screen.getByText(LINKED)).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(LINKED)).not.toBeInTheDocument());
  });

  it('the same from a modal that closes while its toast shows', async () => {
    fakeApi({});
    const { rerender } = render(<App moved={false} variant="modal" ms={4000} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(LINKED));
    rerender(<App moved variant="modal" ms={4000} />);
    expect(screen.getByText(LINKED)).toBeVisible();
  });

  it('what it kept gives way to the next page’s own toast: two never lie over each other', async () => {
    fakeApi({});
    const { rerender } = render(<App moved={false} variant="page" ms={4000} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(LINKED));
    rerender(<App moved variant="page" ms={4000} next="widget" />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(INVALID));
    expect(screen.queryByText(LINKED)).not.toBeInTheDocument();
  });

  it('shows nothing, and adds nothing to the page, while no widget has handed it a toast', () => {
    const { container } = render(
      <ToastHost theme="light" lang="en">
        <p>Dashboard</p>
      </ToastHost>,
    );
    expect(container.innerHTML).toBe('<p>Dashboard</p>');
  });
});
