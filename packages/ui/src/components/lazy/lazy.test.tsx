import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test-support/render';
import { LAZY_CHUNK_TIMEOUT_MS } from '@foyer/contract';
import { CHUNK_TIMEOUT, chunkWithin } from './chunk-within';
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

/** A chunk whose first fetch never arrives, and whose next one does. */
function hangingThenReady() {
  const hanging = deferredModule<(props: object) => React.JSX.Element>();
  return vi
    .fn<() => Promise<(props: object) => React.JSX.Element>>()
    .mockImplementationOnce(hanging.load)
    .mockResolvedValue(() => <p>ready</p>);
}

describe('lazy chunks are fetched with a 120 s time-out (behaviour §7)', () => {
  it('gives up a chunk that has not arrived after 120 s, and the next try fetches anew', async () => {
    vi.useFakeTimers();
    try {
      const load = hangingThenReady();
      const outcome = chunkWithin(load).then(
        () => 'arrived',
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(LAZY_CHUNK_TIMEOUT_MS - 1);
      expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toMatchObject({
        message: `${CHUNK_TIMEOUT} ${LAZY_CHUNK_TIMEOUT_MS} ms`,
      });
      await expect(chunkWithin(load)).resolves.toBeTypeOf('function');
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes a chunk that arrives in time, and a failed fetch as it failed', async () => {
    await expect(chunkWithin(async () => 'module')).resolves.toBe('module');
    await expect(chunkWithin(() => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
  });

  it('a later screen whose chunk hangs is fetched again on the next preload after the time-out', async () => {
    vi.useFakeTimers();
    try {
      const load = hangingThenReady();
      const View = lazyView(load);
      View.preload();
      View.preload();
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(LAZY_CHUNK_TIMEOUT_MS);
      View.preload();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
