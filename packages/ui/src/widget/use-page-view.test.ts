/** behaviour §9 "tracking event 20 ms after page view", on the widget's view and its switches. */
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetMode } from './widget-options';
import { usePageView } from './use-page-view';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the page view (behaviour §9)', () => {
  it('is tracked 20 ms after the view shows, not before', () => {
    const track = vi.fn();
    renderHook(() => usePageView('login', track));
    vi.advanceTimersByTime(19);
    expect(track).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(track).toHaveBeenCalledWith({ name: 'pageView', view: 'login' });
  });

  it('a switch is a new view, tracked 20 ms later; a view left sooner is not tracked', () => {
    const track = vi.fn();
    const { rerender } = renderHook(({ view }: { view: WidgetMode }) => usePageView(view, track), {
      initialProps: { view: 'login' },
    });
    vi.advanceTimersByTime(10);
    rerender({ view: 'register' });
    vi.advanceTimersByTime(20);
    expect(track.mock.calls).toEqual([[{ name: 'pageView', view: 'register' }]]);
  });
});
