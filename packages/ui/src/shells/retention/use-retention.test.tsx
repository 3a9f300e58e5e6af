import { act, renderHook } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quitAction, useRetention, type RetentionInput } from './use-retention';

function input(overrides: Partial<RetentionInput> = {}): RetentionInput {
  return {
    active: true,
    finished: false,
    variant: 'page',
    onClose: vi.fn(),
    onLeaveToHome: vi.fn(),
    ...overrides,
  };
}

/** The browser's Back button: a real history traversal, answered by popstate. */
async function pressBack(): Promise<void> {
  const popped = new Promise((resolve) =>
    window.addEventListener('popstate', resolve, { once: true }),
  );
  act(() => window.history.back());
  await act(async () => {
    await popped;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('behaviour §4 Back-navigation: "a history entry is pushed once; popstate opens retention modal"', () => {
  it('pushes one entry for the current address, once, even when React runs effects twice', () => {
    const before = window.history.length;
    const href = window.location.href;
    const { rerender } = renderHook((props: RetentionInput) => useRetention(props), {
      initialProps: input(),
      wrapper: ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>,
    });
    rerender(input());
    expect(window.history.length).toBe(before + 1);
    expect(window.location.href).toBe(href);
  });

  it('Back (popstate) opens the modal; Continue dismisses it and the next Back asks again', async () => {
    const { result } = renderHook(() => useRetention(input()));
    expect(result.current.open).toBe(false);
    await pressBack();
    expect(result.current.open).toBe(true);

    act(() => result.current.stay());
    expect(result.current.open).toBe(false);
    await pressBack();
    expect(result.current.open).toBe(true);
  });

  it('Quit goes back on the page', async () => {
    const { result } = renderHook(() => useRetention(input()));
    await pressBack();
    const back = vi.spyOn(window.history, 'back');
    act(() => result.current.quit());
    expect(result.current.open).toBe(false);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('Quit closes the modal (the host onClose), without going back', async () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useRetention(input({ variant: 'modal', onClose })));
    await pressBack();
    expect(result.current.open).toBe(true);
    const back = vi.spyOn(window.history, 'back');
    act(() => result.current.quit());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
    expect(result.current.open).toBe(false);
  });

  it('not on sign-up (log-in shown, or the modal closed): nothing is pushed', () => {
    const before = window.history.length;
    renderHook(() => useRetention(input({ active: false })));
    expect(window.history.length).toBe(before);
  });

  it('only on the sign-up form: a host that replaced our entry with its log-in route gets no modal on Back', async () => {
    const { result, rerender } = renderHook((props: RetentionInput) => useRetention(props), {
      initialProps: input(),
    });
    // "Log in immediately": the host replaces the address (our entry) with its log-in route.
    window.history.replaceState({ route: 'login' }, '', window.location.href);
    rerender(input({ active: false }));
    await pressBack();
    expect(result.current.open).toBe(false);
  });

  it('after success Back does not open the modal', async () => {
    const { result, rerender } = renderHook((props: RetentionInput) => useRetention(props), {
      initialProps: input(),
    });
    rerender(input({ finished: true }));
    await pressBack();
    expect(result.current.open).toBe(false);
  });

  it('the modal closed while our entry is current: the entry is taken out again', async () => {
    const { rerender } = renderHook((props: RetentionInput) => useRetention(props), {
      initialProps: input({ variant: 'modal' }),
    });
    const guard = (window.history.state as Record<string, unknown>).foyerSignUpGuard;
    expect(guard).toEqual(expect.any(String));
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    const back = vi.spyOn(window.history, 'back');
    rerender(input({ variant: 'modal', active: false }));
    expect(back).toHaveBeenCalledTimes(1);
    await act(async () => {
      await popped;
    });
    const state = window.history.state as Record<string, unknown> | null;
    expect(state?.foyerSignUpGuard).not.toBe(guard);
  });
});

describe('Quit goes back (page) or closes (modal)', () => {
  it('modal: close; page: back, or the host home when the tab opened on sign-up', () => {
    expect(quitAction('modal', false)).toEqual({ kind: 'close' });
    expect(quitAction('modal', true)).toEqual({ kind: 'close' });
    expect(quitAction('page', false)).toEqual({ kind: 'back' });
    expect(quitAction('page', true)).toEqual({ kind: 'home' });
  });
});
