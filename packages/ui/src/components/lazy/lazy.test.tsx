import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test-support/render';
import { lazyDialog } from './lazy-dialog';
import { lazyView } from './lazy-view';

/** A module fetch the test resolves by hand. */
function deferredModule<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { load: vi.fn(() => promise), resolve };
}

function FakeDialog({ open, title }: { open: boolean; title: string }) {
  return open ? <div role="dialog" aria-label={title} /> : null;
}

describe('a dialog loaded when it first opens (decision 047)', () => {
  it('fetches nothing and shows nothing while it has never been open', () => {
    const module = deferredModule<typeof FakeDialog>();
    const Dialog = lazyDialog(module.load);
    renderWithI18n(<Dialog open={false} title="Refused" />);
    expect(module.load).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says it is loading while its code arrives, then shows the dialog, and closes as before', async () => {
    const module = deferredModule<typeof FakeDialog>();
    const Dialog = lazyDialog(module.load);
    const view = renderWithI18n(<Dialog open title="Refused" />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => module.resolve(FakeDialog));
    expect(await screen.findByRole('dialog', { name: 'Refused' })).toBeInTheDocument();
    view.rerender(<Dialog open={false} title="Refused" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    view.rerender(<Dialog open title="Again" />);
    expect(screen.getByRole('dialog', { name: 'Again' })).toBeInTheDocument();
    expect(module.load).toHaveBeenCalledTimes(1);
  });
});

describe('a later screen loaded on demand (decision 047)', () => {
  it('preload fetches the code once, before the screen is shown', async () => {
    const load = vi.fn(async () => ({ name }: { name: string }) => <p>{name}</p>);
    const View = lazyView(load);
    View.preload();
    View.preload();
    expect(load).toHaveBeenCalledTimes(1);
    renderWithI18n(<View name="Enter the code" />);
    expect(await screen.findByText('Enter the code')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed fetch again the next time', async () => {
    const load = vi
      .fn<() => Promise<(props: object) => React.JSX.Element>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => <p>ready</p>);
    const View = lazyView(load);
    View.preload();
    expect(load).toHaveBeenCalledTimes(1);
    // Once the failure is in, the next preload fetches again (and only once more).
    await vi.waitFor(() => {
      View.preload();
      expect(load).toHaveBeenCalledTimes(2);
    });
    renderWithI18n(<View />);
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
